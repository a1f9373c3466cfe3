# str.format_map walks attributes the same way.
# expect: error NotImplementedError: str.format_map is not supported
print("{x.__class__.__base__}".format_map({"x": 1}))
