# getattr of a frame's globals (named without any frame at hand).
# expect: error AttributeError: getattr(): attribute 'f_globals' is not available in Pyrite (no access to interpreter internals)
class Box:
    pass
print(getattr(Box(), "f_globals"))
