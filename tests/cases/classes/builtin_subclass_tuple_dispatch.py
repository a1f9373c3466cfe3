# Special methods a tuple subclass defines override the tuple's; the others act on its value.
class Pair(tuple):
    def __add__(self, other):
        return 'add ' + repr(other)

    def __radd__(self, other):
        return 'radd ' + repr(other)

    def __contains__(self, x):
        return x == 'magic'

    def __iter__(self):
        return iter(['it'])

    def __bool__(self):
        return False

    def __hash__(self):
        return 7


p = Pair((1, 2))
print(p + (3,), (0,) + p, 'magic' in p, 1 in p, list(p), bool(p), hash(p), len(p), p[1])
print(sorted(p), tuple(p), [*p], max(p))


class Lt(tuple):
    def __lt__(self, other):
        return 'lt'


print(Lt((1,)) < (0,), Lt((1,)) > (0,), (0,) > Lt((1,)), Lt((1,)) == (1,))


class Base(tuple):
    def first(self):
        return self[0]


class Child(Base):
    def first(self):
        return 'child ' + str(super().first())

    def count(self, x):
        return 'own count'


c = Child('xyz')
print(c.first(), c.count('x'), tuple.count(c, 'x'), c.index('y'), type(c).__name__)
print(isinstance(c, Base), isinstance(c, tuple), issubclass(Child, tuple))


class WithInit(tuple):
    def __init__(self, items):
        self.n = len(self)


w = WithInit([1, 2, 3])
print(w, w.n, w.__class__.__name__)
try:
    WithInit()
except TypeError as e:
    print(type(e).__name__, e)


class Two(tuple):
    def __init__(self, a, b):
        pass


try:
    Two(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

try:
    tuple.count(5, 1)
except TypeError as e:
    print(type(e).__name__, e)

try:
    class Bad(tuple, ValueError):
        pass
except TypeError as e:
    print(type(e).__name__, e)

d = {p: 'p', (1, 2): 'tuple'}
print(d, {Base((1,)): 1}[(1,)])
print('%s and %s' % Base(('a', 'b')), '{0[0]}{0[1]}'.format(Base('ab')), f'{Base((1,))!r:>8}')
print(Base((1,)) * 3, 2 * Base((1,)), Base((1, 2))[::-1], type(Base((1, 2))[:1]).__name__)
print(str(Base((3,))), repr(Base(())), Base(()) == (), Base(()) != ())
match Base((1, 2)):
    case (a, b):
        print('seq', a, b)
match Base((1, 2)):
    case Base():
        print('class pattern')
print(Base((1, [2])) + Base((3,)))
x = Base((1,))
x += (2,)
print(x, type(x).__name__)
print(Base((1,)).__class__ is Base, "{0.__class__.__name__}".format(Base()))
