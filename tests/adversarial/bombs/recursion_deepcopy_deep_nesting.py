# A structure nested far deeper than the recursion limit: deepcopy walks no native stack and stops with CPython's RecursionError.
# expect: ok
# stdout: RecursionError
import copy
x = 0
for _ in range(100000):
    x = [x]
try:
    copy.deepcopy(x)
except RecursionError:
    print('RecursionError')
