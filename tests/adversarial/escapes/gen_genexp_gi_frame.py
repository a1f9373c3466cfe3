# A generator expression's frame.
# expect: refused AttributeError: attribute 'gi_frame' is not available in Pyrite (no access to interpreter internals)
print((x for x in [1]).gi_frame)
