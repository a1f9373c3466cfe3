# finditer's iterator holds a bound method of the scanner; its __self__ is not reachable.
# expect: error AttributeError: getattr(): attribute '__self__' is not available in Pyrite (no access to interpreter internals)
# stdout: (0, 1)
import re
it = re.finditer("a", "aa")
print(next(it).span())
print(getattr(it, "__" + "self__"))
