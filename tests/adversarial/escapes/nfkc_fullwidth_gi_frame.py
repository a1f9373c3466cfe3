# A fullwidth g in gi_frame.
# expect: refused AttributeError: attribute 'gi_frame' is not available in Pyrite (no access to interpreter internals)
def g():
    yield 1
print(g().ｇi_frame)
