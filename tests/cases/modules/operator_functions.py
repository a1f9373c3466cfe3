import operator
from operator import itemgetter, attrgetter, methodcaller

print(operator.add(2, 3), operator.sub(2, 3), operator.mul("ab", 3), operator.truediv(7, 2))
print(operator.floordiv(7, 2), operator.mod(7, 3), operator.pow(2, 10), operator.lshift(1, 5))
print(operator.rshift(64, 2), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.and_({1, 2}, {2, 3}), operator.or_({"a": 1}, {"b": 2}))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1.0), operator.ne("a", "a"), operator.ge(3, 4), operator.gt(4, 3))
print(operator.neg(5), operator.pos(-5), operator.inv(5), operator.invert(0), operator.abs(-2.5))
print(operator.not_([]), operator.truth([0]), operator.is_(None, None), operator.is_not(1, None))
print(operator.index(7), operator.index(True), operator.concat([1], [2]), operator.concat("a", "b"))
print(operator.contains([1, 2], 2), operator.contains("abc", "bc"), operator.countOf([1, 2, 1, 1.0], 1))
print(operator.indexOf("hello", "l"), operator.getitem({"k": 1}, "k"), operator.getitem("abcd", 2))
d = {}
operator.setitem(d, "x", 1)
operator.setitem(d, "y", 2)
operator.delitem(d, "x")
print(d)
l = [1]
r = operator.iadd(l, [2, 3])
print(l, r is l, operator.iadd(1, 2), operator.imul([0], 3), operator.iconcat([1], (2,)))
s = {1, 2}
operator.ior(s, {5})
operator.isub(s, {1})
print(s, operator.ixor(5, 1), operator.iand(7, 3), operator.ipow(3, 2), operator.ifloordiv(9, 2))
print(operator.itruediv(9, 2), operator.imod(9, 4), operator.ilshift(1, 3), operator.irshift(8, 3))
print(operator.length_hint([1, 2, 3]), operator.length_hint(iter([1, 2, 3])), operator.length_hint(5))
it = iter(range(10))
next(it)
print(operator.length_hint(it), operator.length_hint(iter({1: 2})), operator.length_hint((x for x in []), 7))
print(operator.call(len, [1, 2]), operator.call(max, 3, 9, key=lambda v: -v), operator.call(dict, a=1))

# itemgetter / attrgetter / methodcaller
rows = [("bob", 30, "x"), ("amy", 25, "y"), ("cat", 30, "a")]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(0)("abc"), itemgetter(0, 2)("abc"), itemgetter("k")({"k": 9}), itemgetter(-1)([5, 6, 7]))
print(list(map(itemgetter(-1), rows)))
print(itemgetter(1), itemgetter(1, "a"), type(itemgetter(0)).__name__, type(itemgetter(0)))

class P:
    def __init__(self, name, age, boss=None):
        self.name = name
        self.age = age
        self.boss = boss
    def greet(self, greeting, punct="!"):
        return f"{greeting}, {self.name}{punct}"
    def __repr__(self):
        return f"P({self.name})"

ann = P("ann", 40)
people = [P("zed", 20, ann), P("bo", 35, ann), P("cy", 20, None)]
print(sorted(people, key=attrgetter("age")), sorted(people, key=attrgetter("age", "name")))
print(attrgetter("boss.name")(people[0]), attrgetter("name", "boss.age")(people[1]))
print(attrgetter("name", "age")(ann), attrgetter("__class__")(1))
print(attrgetter("a.b", "c"), attrgetter("name"))
print(methodcaller("greet", "hi")(ann), methodcaller("greet", "yo", punct="?")(ann))
print(methodcaller("upper")("abc"), methodcaller("split", ",", 1)("a,b,c"), list(map(methodcaller("strip"), [" a ", "b "])))
print(methodcaller("f", 1, k=2), methodcaller("g"), methodcaller("h", "x", y=[1]))
g = itemgetter(0)
print(g == g, g == itemgetter(0), callable(g))

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: itemgetter())
t(lambda: itemgetter(1, k=2))
t(lambda: attrgetter())
t(lambda: attrgetter(1))
t(lambda: attrgetter("a", k=1))
t(lambda: methodcaller())
t(lambda: methodcaller(1))
t(lambda: itemgetter(1)())
t(lambda: itemgetter(1)([1, 2], 3))
t(lambda: itemgetter(1)(x=1))
t(lambda: attrgetter("a")())
t(lambda: attrgetter("name")(ann, k=2))
t(lambda: methodcaller("upper")())
t(lambda: methodcaller("upper")("a", "b"))
t(lambda: methodcaller("upper")(x="a"))
t(lambda: itemgetter(5)([1]))
t(lambda: itemgetter(0, 5)([1]))
t(lambda: attrgetter("nope")(1))
t(lambda: attrgetter("boss.nope")(people[0]))
t(lambda: methodcaller("nope")(1))
t(lambda: operator.index(1.5))
t(lambda: operator.index("a"))
t(lambda: operator.concat(1, 2))
t(lambda: operator.concat([1], (2,)))
t(lambda: operator.iconcat(1, 2))
t(lambda: operator.indexOf([1, 2], 3))
t(lambda: operator.countOf(1, 1))
t(lambda: operator.indexOf(1, 1))
t(lambda: operator.length_hint(5, "a"))
t(lambda: operator.length_hint())
t(lambda: operator.add(1))
t(lambda: operator.add(1, 2, 3))
t(lambda: operator.add(a=1, b=2))
t(lambda: operator.neg())
t(lambda: operator.not_(1, 2))
t(lambda: operator.call())
t(lambda: operator.matmul(1, 2))
t(lambda: operator.lt(1, "a"))
t(lambda: operator.getitem({}, 1))
t(lambda: operator.truediv(1, 0))
t(lambda: operator.neg("a"))
t(lambda: operator.setitem((1,), 0, 2))
t(lambda: operator.delitem([], 0))
t(lambda: operator.contains(1, 1))
