# getattr with built names on a dict subclass instance: its carried dict and layout are not
# attributes, and __dict__ stays unreachable.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: False False True
class D(dict):
    pass
d = D(a=1)
d.x = 1
print(hasattr(d, 'payload'), hasattr(d, 'data'), hasattr(d, 'x'))
getattr(d, '__di' + 'ct__')
