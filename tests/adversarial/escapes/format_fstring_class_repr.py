# An f-string with __class__ and !r is fine: it prints what CPython prints.
# expect: ok
# stdout: <class 'int'>    int
x = 1
print(f"{x.__class__!r} {x.__class__.__name__!s:>6}")
