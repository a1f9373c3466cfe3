class P(tuple):
    def norm(self):
        return sum(x * x for x in self)
try: P(a=1)
except Exception as e: print(type(e).__name__, e)
try: P(1,2)
except Exception as e: print(type(e).__name__, e)
p=P((1,2)); print(p, repr(p), str(p), p+(3,), type(p+(3,)), (0,)+p, p*2, 2*p, hash(p)==hash((1,2)), p==(1,2), p<(1,3), f'{p}', '%s-%s' % p, p.count(1), p.__class__, P.__name__)
p.x=5; print(p.x, p.norm(), len(p), p[0], p[-1], p[::-1], list(p), sorted(p, reverse=True), 1 in p, 9 in p, bool(P()), bool(p))
a, b = p; print(a, b, isinstance(p, tuple), isinstance(p, P), type(p) is P, issubclass(P, tuple))
d = {(1, 2): 'x'}; print(d[p], {p: 1}[(1, 2)])
print(tuple.count(p, 2), p.index(2), tuple(p), type(tuple(p)))
import json; print(json.dumps(p), json.dumps({'a': P([1])}))
print(max(p), min(p), sum(p), ' '.join(P(['a', 'b'])), "{0[1]}".format(p))
class Q(P):
    def __repr__(self): return 'Q' + tuple.__repr__(self) if False else 'Q!'
    def __len__(self): return 42
    def __getitem__(self, i): return i * 10
q = Q([1, 2, 3]); print(q, repr(q), len(q), q[5], list(q), str(q))
class R(tuple):
    def __eq__(self, o): return True
print(R() == (1,), R() != 5)
try: hash(R())
except TypeError as e: print(e)
p += (7,); print(p, type(p))
print(P(range(3)), P('ab'), P(x for x in [1]))
try: P(5)
except TypeError as e: print(e)
print(p < P((1, 2, 8)), sorted([P((2,)), P((1,))]))
