# json.dump to sys.stdout counts against the output limit like print.
# limits: max_output=1MiB
# expect: limit output
# stdout-bytes: 1048576
import json, sys
json.dump(["y" * 1000] * 5000, sys.stdout)
