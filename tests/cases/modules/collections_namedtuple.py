from collections import namedtuple
P = namedtuple('P', 'x y', defaults=[5])
for f in [lambda: P(), lambda: P(1,2,3), lambda: P(1, x=2), lambda: P(1, z=3), lambda: P._make([1]), lambda: P(1)._replace(z=1), lambda: namedtuple('1a','x'), lambda: namedtuple('A','x _y'), lambda: namedtuple('A','x x'), lambda: namedtuple('A','def'), lambda: namedtuple('A', [1]), lambda: namedtuple('A','x', defaults=[1,2])]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
p=P(1); print(p, P._fields, P._field_defaults, p._asdict(), P.__match_args__, p.__getnewargs__(), P.__doc__, P.__name__, P.__qualname__, P.__module__)
try: p.x = 3
except Exception as e: print(type(e).__name__, e)
try: p.z = 3
except Exception as e: print(type(e).__name__, e)
try: del p.x
except Exception as e: print(type(e).__name__, e)
for f in [lambda: namedtuple(), lambda: namedtuple('A'), lambda: namedtuple('A','x',1), lambda: namedtuple('A','x',foo=1), lambda: namedtuple(typename='A', field_names='x y'), lambda: namedtuple('A', 'x, y  z', rename=True, defaults=(1,))(3), lambda: namedtuple('A', ['a','def','_c','a', '1'], rename=True)._fields, lambda: namedtuple('A', 5), lambda: namedtuple(5, 'x')]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
Point = namedtuple('Point', ['x', 'y'])
q = Point(11, y=22)
print(q, q[0] + q[1], q.x + q.y, Point(**q._asdict()), q._replace(x=100), len(q), list(q), q == (11, 22), hash(q) == hash((11, 22)), isinstance(q, tuple))
x, y = q; print(x, y, sorted([Point(3, 1), Point(1, 2)]), max(Point(1, 9)))
class P3(namedtuple('P3', 'x y z')):
    def norm(self):
        return (self.x ** 2 + self.y ** 2 + self.z ** 2) ** 0.5
    def __str__(self):
        return f'<{self.x}>'
r = P3(1, 2, 2)
print(r, repr(r), r.norm(), r._replace(z=0), P3._make([0, 0, 1]), type(r._replace(z=0)).__name__, r._asdict())
r.extra = 1; print(r.extra)
match q:
    case Point(x, y=yy):
        print('match', x, yy)
match q:
    case (a, b):
        print('seq', a, b)
import json; print(json.dumps(q), json.dumps({'p': [q]}))
print('%d/%d' % q, '{0.x}-{0.y}'.format(q), f'{q}')
E = namedtuple('E', '')
print(E(), E._fields, E.__doc__, namedtuple('One', 'a')(1), namedtuple('One', 'a').__doc__)
print(type(q).__name__, type(q) is Point, Point.__name__, Point._make(range(2)))
print(Point(1, [2]), q.count(11), q.index(22), q + (1,), q * 2, q[::-1], q[1:])
import copy; print(copy.copy(q), copy.copy(Point(1, [2])))
