# getattr with a name made from chr() codes.
# expect: error AttributeError: getattr(): attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
name = "".join(map(chr, [95, 95, 115, 117, 98, 99, 108, 97, 115, 115, 101, 115, 95, 95]))
print(getattr(object, name)())
