# The generator type cannot be instantiated, as in CPython.
# expect: error TypeError: cannot create 'generator' instances
def g():
    yield 1
print(type(g())())
