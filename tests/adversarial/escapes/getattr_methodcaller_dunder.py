# methodcaller names its method at run time: getattr's rule applies (no __reduce_ex__).
# expect: error AttributeError: methodcaller(): attribute '__reduce_ex__' is not available in Pyrite (no access to interpreter internals)
# stdout: OK
from operator import methodcaller
print(methodcaller("upper")("ok"))
print(methodcaller("__reduce_ex__", 2)([1]))
