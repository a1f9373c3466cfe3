# The same __self__ of a subclass's bound built-in method written in code: refused at compile time.
# expect: refused AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
class S(str):
    pass
m = S("ab").upper
print(m.__self__)
