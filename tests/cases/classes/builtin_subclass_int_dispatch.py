# Special methods an int or str subclass defines override the base's; the others (and
# super()) act on the value it carries.
class Money(int):
    cur = "USD"

    def __repr__(self):
        return f"Money({int(self)}, {self.cur!r})"

    def __add__(self, other):
        r = Money(int(self) + int(other))
        r.cur = self.cur
        return r

    __radd__ = __add__


m = Money(5)
m.cur = "EUR"
print(m, repr(m), str(m), f"{m}", f"{m:>6}", "%s|%r|%d" % (m, m, m), format(m, "x"), m.cur)
print(m + 1, 1 + m, type(m + 1).__name__, m - 1, type(m - 1).__name__, sum([Money(1), Money(2)], Money(0)))
print([m], {"k": m}, (m,), m == 5, m != 5, 5 == m, m > 4, hash(m) == hash(5))


class Up(str):
    def __str__(self):
        return self.upper()


u = Up("hi")
print(u, str(u), repr(u), f"{u}", "%s" % u, "{}".format(u), len(u), u[1], u * 2, [u])


class K(str):
    def __eq__(self, o):
        return str.__eq__(self.lower(), o.lower())

    def __hash__(self):
        return hash(self.lower())


print(K("AB") == "ab", "ab" == K("AB"), {K("AB"): 1}.get(K("ab")), K("Ab") in {K("aB")}, K("x") != "X")


class V(int):
    def __add__(self, o):
        return "V+" + str(super().__add__(o))

    def __lt__(self, o):
        return int(self) > int(o)


print(V(1) + 2, 2 + V(1), sorted([V(1), V(3), V(2)]), V(2) < V(1), V(2) > V(1), max(V(1), V(2)))


class Half(int):
    def __init__(self, v):
        self.half = int(self) / 2

    def __bool__(self):
        return False

    def __len__(self):
        return 3

    def __int__(self):
        return 99

    def __float__(self):
        return 1.25

    def __abs__(self):
        return "abs"

    def __neg__(self):
        return "neg"


h = Half(8)
print(h.half, bool(h), len(h), [10, 20][Half(1)], int(h), float(h), abs(h), -h, ~h, h + 1)


class Tag(str):
    def __format__(self, spec):
        return "T" + spec

    def __len__(self):
        return 99

    def __contains__(self, x):
        return True

    def __getitem__(self, i):
        return "item"


t = Tag("abc")
print(f"{t:>5}", format(t), len(t), "zz" in t, t[0], list(t), t.upper(), str(t), "".join([t]))
