# super().name(...) in every shape: a plain method (called without a bound method), a
# property, a classmethod, a staticmethod, object's and an exception's __init__, super() in a
# classmethod, a method found two classes up, and the AttributeError for a missing name.


class Base:
    def __init__(self, tag):
        self.tag = tag

    def describe(self, suffix=""):
        return "Base(" + self.tag + ")" + suffix

    @property
    def size(self):
        return len(self.tag)

    @classmethod
    def make(cls, tag):
        return cls(tag)

    @staticmethod
    def helper(x):
        return x * 2


class Mid(Base):
    def describe(self, suffix=""):
        return "Mid<" + super().describe(suffix) + ">"


class Leaf(Mid):
    def __init__(self, tag):
        super().__init__(tag.upper())

    def describe(self, suffix=""):
        return "Leaf[" + super().describe("!") + "]" + suffix

    @property
    def size(self):
        return super().size * 10

    @classmethod
    def make(cls, tag):
        made = super().make(tag + "-made")
        return made

    def twice(self, x):
        return super().helper(x) + 1


leaf = Leaf("abc")
print(leaf.describe("?"))
print(leaf.size)
print(type(Leaf.make("x")).__name__, Leaf.make("x").tag)
print(leaf.twice(21))


class Plain:
    def __init__(self):
        super().__init__()
        self.ok = True


class Exc(ValueError):
    def __init__(self, msg):
        super().__init__("wrapped: " + msg)


print(Plain().ok)
try:
    raise Exc("inner")
except ValueError as e:
    print(repr(e), e.args)


class Missing(Base):
    def go(self):
        return super().nothing_here()


try:
    Missing("m").go()
except AttributeError as e:
    print("AttributeError:", e)

for i in range(2000):
    leaf = Leaf(str(i))
print(leaf.describe(), "done")
