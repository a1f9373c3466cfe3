# Format-string traversal from a str subclass instance stops at the MRO; the instance a
# format returns whole (CPython's writer keeps it) is still only the script's own value.
# expect: error AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
# stdout: S S <class '__main__.S'> abc
class S(str):
    pass
s = S("abc")
print(type(s.format()).__name__, type(format(s, "s")).__name__, "{0.__class__}".format(s), f"{s:s}")
print("{0.__class__.__mro__}".format(s))
