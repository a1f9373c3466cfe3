# __reduce_ex__ of a timezone, name built at run time: refused like any internal dunder.
# expect: error AttributeError: getattr(): attribute '__reduce_ex__' is not available in Pyrite (no access to interpreter internals)
from datetime import timezone
print(getattr(timezone.utc, "__" + "reduce_ex__")(2))
