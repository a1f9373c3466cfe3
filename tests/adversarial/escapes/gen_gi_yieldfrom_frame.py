# Through gi_yieldfrom to the inner generator's frame.
# expect: refused AttributeError: attribute 'gi_frame' is not available in Pyrite (no access to interpreter internals)
def inner():
    yield 1
def outer():
    yield from inner()
o = outer()
next(o)
print(o.gi_yieldfrom.gi_frame)
