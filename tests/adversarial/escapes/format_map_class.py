# str.format_map walks attributes the same way: __base__ is refused.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
print("{x.__class__.__base__}".format_map({"x": 1}))
