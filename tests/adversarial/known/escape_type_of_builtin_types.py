# super, property, staticmethod, classmethod, map and filter are types in CPython; in Pyrite
# they are built-in functions, so type() and isinstance(..., type) answer wrongly.
# expect: ok
# stdout: <class 'type'> <class 'type'> <class 'type'> True True
# now: ok
print(type(super), type(property), type(map), isinstance(staticmethod, type), isinstance(filter, type))
