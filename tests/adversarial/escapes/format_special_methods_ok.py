# __format__, __int__, __float__ and __bool__ of built-in values answer as CPython's.
# expect: ok
# stdout: ff   ab 1.500 1
# stdout: [1] False False 1 7.0
# stdout: D:<__
# stdout: unsupported format string passed to D.__format__
# stdout: __format__() argument must be str, not int
print((255).__format__("x"), "ab".__format__(">4"), (1.5).__format__(".3f"), True.__format__("d"))
print([1].__format__(""), None.__bool__(), range(0).__bool__(), (1.5).__int__(), (7).__float__())
class D:
    def __format__(self, spec):
        return "D:" + super().__format__(spec)[:3]
print(f"{D()}")
try:
    D().__format__("x")
except TypeError as e:
    print(e)
try:
    (1).__format__(1)
except TypeError as e:
    print(e)
