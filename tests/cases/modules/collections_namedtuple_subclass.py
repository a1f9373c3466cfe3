from collections import namedtuple


class Point(namedtuple('Point', 'x y')):
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    @property
    def swapped(self):
        return Point(self.y, self.x)


p = Point(3, 4)
print(p, p.norm(), p + Point(1, 1), p.swapped, p._replace(x=0).norm(), type(p._replace(x=0)).__name__)
print(Point._make([6, 8]).norm(), p._asdict(), p._fields, len(p), p[0], list(p))
p.label = 'here'
print(p.label, isinstance(p, tuple), isinstance(p, Point), type(p) is Point)


class Labelled(Point):
    def __repr__(self):
        return 'Labelled' + super().__repr__()

    def __str__(self):
        return f'({self.x}|{self.y})'


lp = Labelled(1, 2)
print(lp, repr(lp), [lp], f'{lp}', '%s' % (lp,), lp.norm())
match lp:
    case Point(x=1, y=yy):
        print('kw match', yy)
match lp:
    case Labelled(a, b):
        print('pos match', a, b)
match p:
    case Point(0, _):
        print('no')
    case Point(3, y):
        print('three', y)

Card = namedtuple('Card', 'rank suit')
deck = [Card(r, s) for s in 'SH' for r in (2, 10, 'A')]
print(deck[:3], sorted(deck[:2]), max(c.suit for c in deck))
counts = {}
for c in deck:
    counts[c.suit] = counts.get(c.suit, 0) + 1
print(counts)
import json
print(json.dumps(deck[0]), json.dumps({'cards': deck[:2]}))
print(', '.join('%s%s' % c for c in deck))
