# A short text that parses into millions of objects: each dict is charged as it is made.
# limits: max_memory=48MiB
# expect: limit memory
import json
json.loads("[" + "{}," * 2000000 + "{}]")
