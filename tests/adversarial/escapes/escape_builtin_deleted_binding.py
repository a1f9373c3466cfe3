# A CPython built-in Pyrite does not support, shadowed and then deleted: CPython falls back to
# the built-in bytes; Pyrite says it is not supported (not a NameError CPython would not raise).
# expect: error NotImplementedError: built-in 'bytes' is not supported
bytes = None
del bytes
print(bytes(2))
