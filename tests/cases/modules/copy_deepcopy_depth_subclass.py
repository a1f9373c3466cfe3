# copy.deepcopy's RecursionError near the limit for list and dict subclasses, tuples, sets and
# instances inside them: which level CPython crosses first (a C call or a Python frame).
import copy, sys
class L(list): pass
class D(dict): pass
def la(): l = L(); l.a = 1; return l
def lb(): l = L([None]); l.a = 1; return l
def da(): d = D(); d.a = 1; return d
def li(): l = L([None]); l.a = [1]; return l
def lat(): l = L(); l.a = (None,); return l
class O: pass
def o1(): o = O(); o.a = None; return o
objs = {"list0": lambda: [], "list1": lambda: [None], "L0": lambda: L(), "L1": lambda: L([None]),
        "La": la, "Lb": lb, "D1": lambda: D(k=None), "LL": lambda: L([L()]), "Ll": lambda: L([[]]), "lL": lambda: [L()],
        "tL": lambda: (L(),), "tl": lambda: ([],), "D0": lambda: D(), "Da": da, "DD": lambda: D(k=D()), "dL": lambda: {1: L()}, "LD": lambda: L([D()]), "Li": li, "Lt": lambda: L([(None,)]), "Lt0": lambda: L([()]), "Ls": lambda: L([set()]), "Dt": lambda: D(k=(None,)), "LLt": lambda: L([L([(None,)])]), "Lat": lat, "t1": lambda: (None,), "lt": lambda: [(None,)], "dt": lambda: {1: (None,)}, "ls": lambda: [set()], "Lo": lambda: L([None, object()]), "S1": lambda: {None}, "lS": lambda: [{None}], "S0": lambda: set(), "o": lambda: object(), "lo": lambda: [object()], "O1": o1, "O0": lambda: O(), "lO": lambda: [O()], "fs": lambda: [frozenset([1])]}
def rec(n, x):
    if n == 0:
        return copy.deepcopy(x)
    return rec(n - 1, x)
sys.setrecursionlimit(1000)
for name, mk in objs.items():
    out = []
    for n in range(975, 1000):
        x = mk()
        try:
            rec(n, x); out.append(".")
        except RecursionError as e:
            out.append("C" if "calling" in str(e) else "P")
    print(name.ljust(6), "".join(out))
