# A million nested arrays: the decoder's explicit stack stops at CPython's depth with its error.
# expect: error RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string
import json
json.loads("[" * 10 ** 6 + "]" * 10 ** 6)
