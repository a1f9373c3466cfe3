# A CPython built-in Pyrite does not support, shadowed and then deleted: CPython falls back to
# the built-in complex; Pyrite says it is not supported (not a NameError CPython would not raise).
# expect: error NotImplementedError: built-in 'complex' is not supported
complex = None
del complex
print(complex(2))
