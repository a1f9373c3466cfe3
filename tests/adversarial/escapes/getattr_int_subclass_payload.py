# getattr with built names on int and str subclass instances: the value they carry and their
# layout are not attributes; the base type's data attributes are the only extra names.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: False True 3 False A
class I(int):
    pass
class S(str):
    pass
i, s = I(3), S("a")
print(hasattr(i, 'payload'), hasattr(i, 'real'), getattr(i, 'rea' + 'l'), hasattr(s, 'payload'), getattr(s, S('upper'))())
getattr(s, S('__di') + 'ct__')
