# JSONDecodeError's subclasses (and from there the interpreter's classes): refused.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
import json
print(json.JSONDecodeError.__subclasses__())
