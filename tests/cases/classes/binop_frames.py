"""Binary operators on instances: __op__ runs as a frame of the dispatch loop; NotImplemented
continues with __rop__, inplace forms, subclass-first reflection, recursion, errors inside."""
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o):
        if isinstance(o, V): return V(self.x + o.x)
        if isinstance(o, int): return V(self.x + o)
        return NotImplemented
    def __radd__(self, o):
        return ("radd", o)
    def __sub__(self, o):
        return NotImplemented
    def __mul__(self, o):
        return NotImplemented
    def __repr__(self): return f"V({self.x})"
class W(V):
    def __radd__(self, o): return ("W.radd", o)
a = V(1); b = V(2)
print(a + b, a + 5, a + 1, 2 + a)
try: a + "s"
except TypeError as e: print("TE", e)
print(a + W(3), W(3) + a)
try: a - b
except TypeError as e: print("TE", e)
try: a - 1
except TypeError as e: print("TE", e)
c = a
c += b
print(c, a)
c += 1
print(c)
try:
    c -= 1
except TypeError as e: print("TE", e)
class R:
    def __add__(self, o): return self + o
try: R() + 1
except RecursionError as e: print("RE", str(e)[:30])
class E:
    def __add__(self, o): raise ValueError("boom")
def f():
    return E() + 1
try: f()
except ValueError as e: print("VE", e)
class G:
    def __add__(self, o):
        yield o
print(list(G() + 3))
def outer():
    def h():
        return 1
    class C:
        def __add__(self, o): return h() + o
    return C()
print(outer() + 41)
class K:
    def __add__(self, o, extra=1): return o + extra
print(K() + 1)
def gen():
    yield V(1) + V(2)
    yield V(1) + 10
print(list(gen()))
print(sum([V(1), V(2)], V(0)))
E() + 2
