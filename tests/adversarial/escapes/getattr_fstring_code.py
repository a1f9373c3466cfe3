# getattr with a name made by an f-string.
# expect: error AttributeError: getattr(): attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
part = "code"
print(getattr(f, f"__{part}__"))
