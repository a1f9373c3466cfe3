# str.format reached through the type.
# expect: error NotImplementedError: str.format is not supported
print(str.format("{0.__class__}", 1))
