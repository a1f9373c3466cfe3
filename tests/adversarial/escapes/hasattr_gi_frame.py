# hasattr of a generator's frame.
# expect: error AttributeError: hasattr(): attribute 'gi_frame' is not available in Pyrite (no access to interpreter internals)
def g():
    yield 1
print(hasattr(g(), "gi_frame"))
