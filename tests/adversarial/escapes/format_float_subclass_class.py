# Format-string traversal from a float subclass instance reaches its class and float's data
# attributes, then is refused at the first internal attribute.
# expect: error AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class '__main__.C'> 2.5 0.0 2.50
class C(float):
    pass
print("{0.__class__} {0.real} {0.imag} {0:.2f}".format(C(2.5)))
print("{0.__class__.__mro__}".format(C(2.5)))
