# getattr with built names on a float subclass instance: the value it carries and its layout
# are not attributes; float's data attributes and methods are the only extra names.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: False True 2.5 True (5, 2) C
class C(float):
    pass
c = C(2.5)
c.unit = "C"
print(hasattr(c, 'payload'), hasattr(c, 'real'), getattr(c, 'rea' + 'l'), hasattr(c, 'hex'), getattr(c, 'as_integer_' + 'ratio')(), c.unit)
getattr(c, '__di' + 'ct__')
