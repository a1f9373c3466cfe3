# Deeply nested objects: the same bound, with the object's message.
# expect: error RecursionError: maximum recursion depth exceeded while decoding a JSON object from a unicode string
import json
json.loads('{"a":' * 10 ** 5 + "1" + "}" * 10 ** 5)
