import copy
from collections import namedtuple
P = namedtuple("P", "x")
class T(tuple):
    pass
def nest(mk, n):
    p = mk(None)
    for _ in range(n):
        p = mk(p)
    return p
for mk in (lambda v: P(v), lambda v: T((v,)), lambda v: P([v])):
    for n in (150, 160, 170, 180, 190, 195, 196, 197, 198, 199, 200, 240, 330):
        try:
            copy.deepcopy(nest(mk, n))
            print(n, "ok")
        except RecursionError as e:
            print(n, e)
