# A small structure whose JSON text is huge: the output buffer is charged as it grows.
# limits: max_memory=32MiB
# expect: limit memory
import json
row = ["x" * 100] * 1000
json.dumps([row] * 1000)
