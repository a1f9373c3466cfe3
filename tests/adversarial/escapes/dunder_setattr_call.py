# Calling object.__setattr__ directly.
# expect: refused AttributeError: attribute '__setattr__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
c = C()
object.__setattr__(c, "x", 1)
