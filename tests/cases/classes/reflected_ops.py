class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, other):
        print("__add__", other if not isinstance(other, Money) else "Money")
        if isinstance(other, Money):
            return Money(self.c + other.c)
        if isinstance(other, int):
            return Money(self.c + other)
        return NotImplemented
    def __radd__(self, other):
        print("__radd__", other)
        return self.__add__(other)
    def __rmul__(self, k):
        return Money(self.c * k)
    def __rsub__(self, other):
        return Money(other - self.c)
    def __repr__(self):
        return f"Money({self.c})"
print(Money(5) + 3)
print(3 + Money(5))
print(sum([Money(1), Money(2), Money(3)]))
print(4 * Money(2), 10 - Money(3))
try:
    print(Money(1) + "x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print("x" + Money(1))
except TypeError as e:
    print(type(e).__name__, e)
class Sub(Money):
    def __radd__(self, other):
        print("Sub.__radd__ wins first for a subclass on the right")
        return Money(-1)
print(Money(1) + Sub(2))
class Left:
    def __add__(self, other):
        return NotImplemented
class Right:
    def __radd__(self, other):
        return "Right.__radd__ used"
print(Left() + Right())
