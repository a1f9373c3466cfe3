# An index in a field name is a subscript with a str key: "{0[__class__]}" is a dict lookup.
# expect: ok
# stdout: data <class 'int'>
print("{0[__class__]} {1.__class__}".format({"__class__": "data"}, 2))
