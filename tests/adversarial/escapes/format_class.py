# str.format's field syntax walks attributes.
# expect: error NotImplementedError: str.format is not supported
print("{0.__class__}".format(1))
