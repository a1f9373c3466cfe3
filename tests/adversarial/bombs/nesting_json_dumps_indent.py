# The same with indent= (CPython's pure-Python encoder, and its message).
# expect: error RecursionError: maximum recursion depth exceeded while calling a Python object
import json
x = {}
for _ in range(100000):
    x = {"k": x}
json.dumps(x, indent=1)
