# A dict subclass instance's class to its MRO (the road to object.__subclasses__): refused.
# expect: refused AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
class D(dict):
    pass
d = D(a=1)
print(d.__class__.__mro__)
