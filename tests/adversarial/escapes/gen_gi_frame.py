# A generator's frame.
# expect: refused AttributeError: attribute 'f_locals' is not available in Pyrite (no access to interpreter internals)
def g():
    yield 1
print(g().gi_frame.f_locals)
