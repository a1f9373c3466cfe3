# getattr with built names on a tuple subclass instance: its value and layout are not attributes.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: False False
class T(tuple):
    pass
t = T((1, 2))
print(hasattr(t, 'payload'), hasattr(t, '_fields'))
getattr(t, '__di' + 'ct__')
