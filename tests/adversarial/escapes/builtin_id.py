# id() exposes addresses.
# expect: refused NameError: name 'id' is not available in Pyrite (object identities are not exposed)
print(id(1))
