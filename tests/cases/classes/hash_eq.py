class Key:
    def __init__(self, name, n):
        self.name = name
        self.n = n
    def __eq__(self, other):
        return isinstance(other, Key) and (self.name, self.n) == (other.name, other.n)
    def __hash__(self):
        return hash((self.n, len(self.name)))
    def __repr__(self):
        return f"Key({self.name!r}, {self.n})"
k1, k2, k3 = Key("a", 1), Key("a", 1), Key("b", 2)
d = {k1: "first"}
d[k2] = "second"
d[k3] = "third"
print(len(d), d[Key("a", 1)], d)
s = {k1, k2, k3, Key("b", 2)}
print(len(s))
print(Key("a", 1) in s, Key("z", 9) in s)
class Custom:
    def __hash__(self):
        return 7
print(hash(Custom()), hash(Custom()) == hash(Custom()))
class NoEq:
    pass
a = NoEq()
print(len({a, a, NoEq()}), a in {a})
class Big:
    def __hash__(self):
        return 2 ** 70
print(hash(Big()) == hash(2 ** 70))
class Neg:
    def __hash__(self):
        return -1
print(hash(Neg()))
