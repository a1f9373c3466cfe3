# super, property, staticmethod, classmethod, map and filter are types in CPython, and in Pyrite:
# type() and isinstance(..., type) answer as CPython's.
# expect: ok
# stdout: <class 'type'> <class 'type'> <class 'type'> True True
print(type(super), type(property), type(map), isinstance(staticmethod, type), isinstance(filter, type))
