# The names of internal types are what CPython prints.
# expect: ok
# stdout: generator method traceback module builtin_function_or_method function
def g():
    yield 1
class C:
    def m(self):
        pass
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
import math
print(type(g()).__name__, type(C().m).__name__, type(tb).__name__, type(math).__name__, type(print).__name__, type(lambda: 0).__name__)
