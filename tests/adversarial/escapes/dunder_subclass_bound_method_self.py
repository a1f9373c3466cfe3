# A subclass instance's bound built-in method now holds the instance: __self__ stays unreachable.
# expect: error AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
# stdout: AB
class S(str):
    pass
m = S("ab").upper
print(m())
print(m.__self__)
