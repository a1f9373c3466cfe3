from collections import namedtuple

P = namedtuple('P', ['a', 'b', 'c'], defaults=(0,))
for make in [
    lambda: P(1),
    lambda: P(1, 2, 3, 4),
    lambda: P(1, 2, a=3),
    lambda: P(1, 2, d=4),
    lambda: P._make([1, 2]),
    lambda: P._make(5),
    lambda: P(1, 2)._replace(d=1, e=2),
    lambda: P(1, 2)._replace(1),
    lambda: P(1, 2)._asdict(1),
    lambda: namedtuple('T', 'x', defaults=5),
    lambda: namedtuple('T', 'x y', rename=True, defaults=[1, 2, 3]),
    lambda: namedtuple('T', 'x', bad=1),
    lambda: namedtuple('T', 'class'),
    lambda: namedtuple('T', 'x\ty\nz').__doc__,
    lambda: namedtuple('with space', 'x'),
    lambda: namedtuple('T', 'x, x', rename=True)._fields,
    lambda: namedtuple('T', ['ok', 'for', '_under', 'ok', '2x'], rename=True)._fields,
    lambda: namedtuple('T', ('x', 3), rename=True)._fields,
    lambda: namedtuple('T', 'x', module='mymod').__module__,
    lambda: namedtuple('T', 'x y', defaults=iter([7]))(1),
    lambda: namedtuple('T', 'x y', defaults=[])._field_defaults,
    lambda: P(1, 2, c=3),
    lambda: P(c=1, b=2, a=3),
    lambda: P(*range(3)),
    lambda: P(**{'a': 1, 'b': 2}),
]:
    try:
        print(make())
    except Exception as e:
        print(type(e).__name__, e)

p = P(1, 2)
try:
    p.a = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p.new = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del p.b
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(p.missing)
except AttributeError as e:
    print(type(e).__name__, e)
print(p, p._fields, P._fields is p._fields, p._field_defaults)
Q = namedtuple('Q', 'x y')
print(Q(1, 2) == P(1, 2, 0)[:2], Q(1, 2) == (1, 2), Q(1, 2) < Q(1, 3), hash(Q(1, 2)) == hash((1, 2)))
print({Q(1, 2): 'q'}[(1, 2)], (1, 2) in {Q(1, 2)}, sorted({Q(2, 1), Q(1, 2)}))
print(Q(Q(1, 2), [Q(3, 4)]))
