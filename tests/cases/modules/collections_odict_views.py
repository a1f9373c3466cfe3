# OrderedDict's views and iterators are their own types (odict_keys, odict_iterator), and
# reversed(), move_to_end, popitem(last=False), equality and | behave as CPython's.
import collections
from collections import OrderedDict as OD


def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


od = OD(a=1, b=2, c=3)
print(od.keys(), od.values(), od.items())
print(str(od.keys()), repr(OD().items()))
print(type(od.keys()).__name__, type(od.values()).__name__, type(od.items()).__name__)
print(type(iter(od)).__name__, type(iter(od.items())).__name__, type(iter(od.values())).__name__)
print(type(reversed(od)).__name__, type(reversed(od.keys())).__name__)
print(isinstance(od.keys(), type({}.keys())), isinstance(od.items(), type({}.items())))
print(type(od.keys()) is type({}.keys()))
print(list(reversed(od)), list(reversed(od.keys())))
print(list(reversed(od.items())), list(reversed(od.values())))
od.move_to_end('a')
print(od)
od.move_to_end('a', last=False)
print(od)
od.move_to_end('c')
print(od)
t(lambda: od.move_to_end('zz'))
t(lambda: od.popitem(last=False))
t(lambda: od.popitem())
print(od)
od = OD(a=1, b=2, c=3)
print(od == OD(c=3, b=2, a=1), od == OD(a=1, b=2, c=3), od == dict(c=3, b=2, a=1))
print(od != OD(c=3, b=2, a=1), dict(c=3, b=2, a=1) == od)
print(od | {'x': 1}, {'x': 1} | od, type({'x': 1} | od).__name__)
x = od
x |= {'z': 9}
print(x, x is od)
print(od.keys() == {'a', 'b', 'c', 'z'}, od.items() & {('b', 2)}, 'a' in od.keys())
print(od.copy(), type(od.copy()).__name__, OD.fromkeys('ab'), type(OD.fromkeys('ab')).__name__)
print(od.setdefault('q', 5), od.pop('q'), len(od.keys()))
t(lambda: type(od.keys())())
t(lambda: type(iter(od))())


def run(mut, rev=False, view=lambda o: o):
    o = OD(a=1, b=2, c=3)
    it = reversed(view(o)) if rev else iter(view(o))
    print(next(it))
    mut(o)
    t(lambda: next(it))
    t(lambda: next(it))
    t(lambda: list(it))


run(lambda o: o.__setitem__('z', 1))
run(lambda o: o.__setitem__('a', 5))
run(lambda o: o.__delitem__('c'))
run(lambda o: o.move_to_end('a'))
run(lambda o: o.move_to_end('c'))
run(lambda o: o.move_to_end('a', last=False))
run(lambda o: (o.pop('c'), o.__setitem__('c', 1)))
run(lambda o: o.__setitem__('z', 1), True)
run(lambda o: o.__delitem__('b'), True)
run(lambda o: o.__delitem__('a'), True, lambda o: o.items())
run(lambda o: o.popitem(), False, lambda o: o.values())
run(lambda o: o.clear())
run(lambda o: o.clear(), True)
