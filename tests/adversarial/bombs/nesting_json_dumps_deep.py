# Dumping a list nested 100000 deep: no native recursion, CPython's RecursionError.
# expect: error RecursionError: maximum recursion depth exceeded while encoding a JSON object
import json
x = []
for _ in range(100000):
    x = [x]
json.dumps(x)
