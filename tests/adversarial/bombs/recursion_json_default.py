# default= returning a fresh container around the object, without the circular check: stops at the depth bound.
# expect: error RecursionError: maximum recursion depth exceeded while encoding a JSON object
import json
json.dumps(object(), default=lambda o: [o], check_circular=False)
