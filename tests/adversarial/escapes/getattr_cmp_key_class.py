# The class of a cmp_to_key key is functools.KeyWrapper; its __dict__ stays unreachable.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'functools.KeyWrapper'>
import functools
k = functools.cmp_to_key(lambda a, b: a - b)(1)
print(type(k))
print(getattr(type(k), "__dict__"))
