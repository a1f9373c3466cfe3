# gi_yieldfrom (the way to an inner generator) is refused at run time.
# expect: error NotImplementedError: generator.gi_yieldfrom is not supported
def inner():
    yield 1
def outer():
    yield from inner()
o = outer()
next(o)
print(o.gi_yieldfrom)
