# From a Counter to its class's namespace with a built name: refused like every __dict__.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'collections.Counter'>
import collections
c = collections.Counter("ab")
print(type(c))
print(getattr(type(c), "__" + "dict__"))
