# A cycle made through __context__ renders as CPython renders it.
# expect: error ValueError: a
# stdout: True True
a = ValueError("a")
b = KeyError("b")
a.__context__ = b
b.__context__ = a
print(a.__context__ is b, b.__context__ is a)
raise a
