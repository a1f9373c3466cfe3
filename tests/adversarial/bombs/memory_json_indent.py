# A billion-space indent: charged before it is made.
# limits: max_memory=64MiB
# expect: limit memory
import json
json.dumps([1, 2], indent=10 ** 9)
