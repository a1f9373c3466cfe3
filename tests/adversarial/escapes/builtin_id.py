# id() in CPython is a memory address. Pyrite's is derived from the heap slot (the same
# number the default repr shows) or the value: deterministic, and it reveals nothing.
# expect: ok
# stdout: True True True
a = []
b = object()
print(id(a) == id(a), hex(id(b)) in repr(b), id(1) == id(1))
