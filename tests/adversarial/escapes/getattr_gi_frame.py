# getattr of a generator's frame.
# expect: error AttributeError: getattr(): attribute 'gi_frame' is not available in Pyrite (no access to interpreter internals)
def g():
    yield 1
print(getattr(g(), "gi_" + "frame"))
