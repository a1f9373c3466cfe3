# __call__ is an allowed special method: functions, bound methods and built-in functions have
# it, as in CPython (it was a false AttributeError), and calling through it is still a call.
# expect: ok
# stdout: x-y
# stdout: 2 6
# stdout: 42 [3, 1]
# stdout: RecursionError
print.__call__("x", "y", sep="-")
print(len.__call__([1, 2]), (lambda a, b=2: a + b).__call__(1, b=5))
class C:
    def m(self, k):
        return k * 2
print(C().m.__call__(21), sorted.__call__([3, 1], key=lambda v: -v))
def g():
    return g.__call__()
try:
    g()
except RecursionError:
    print("RecursionError")
