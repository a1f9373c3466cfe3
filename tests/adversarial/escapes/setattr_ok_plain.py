# Ordinary names built at run time work as in CPython.
# expect: ok
# stdout: 5 True False
# stdout: False
class C:
    pass
c = C()
setattr(c, "x" + "y", 5)
print(getattr(c, "xy"), hasattr(c, "xy"), hasattr(c, "z"))
delattr(c, "xy")
print(hasattr(c, "xy"))
