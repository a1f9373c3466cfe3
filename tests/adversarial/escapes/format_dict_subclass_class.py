# A format field walking from a dict subclass instance to its class's MRO: refused.
# expect: error AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
class D(dict):
    pass
print("{0.__class__.__mro__}".format(D(a=1)))
