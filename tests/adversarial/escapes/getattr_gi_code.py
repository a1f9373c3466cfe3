# getattr of a generator's code object.
# expect: error AttributeError: getattr(): attribute 'gi_code' is not available in Pyrite (no access to interpreter internals)
def g():
    yield 1
print(getattr(g(), "gi_code"))
