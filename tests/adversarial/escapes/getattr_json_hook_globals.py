# A hook json calls back is a plain script function: its globals stay unreachable.
# expect: error AttributeError: getattr(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
import json
print(json.loads("{}", object_hook=lambda d: getattr(lambda: 0, "__glob" + "als__")))
