# A CPython built-in Pyrite does not support, shadowed and then deleted: CPython falls back to
# the built-in bytes and prints b'\x00\x00'; Pyrite raises a NameError CPython would not.
# Where: runtime/src/vm/exec.rs `name_error`.
# expect: error NotImplementedError: built-in 'bytes' is not supported
# now: error NameError: name 'bytes' is not defined
bytes = None
del bytes
print(bytes(2))
