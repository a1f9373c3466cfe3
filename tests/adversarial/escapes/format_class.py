# str.format's field syntax walks attributes: __class__ is allowed in code, so in a field too,
# and prints what CPython prints.
# expect: ok
# stdout: <class 'int'> int
print("{0.__class__} {0.__class__.__name__}".format(1))
