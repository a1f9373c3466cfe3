class Plain:
    pass
a = Plain()
b = Plain()
print(a == a, a == b, a != b, a is a)
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents
m1, m2, m3 = Money(100), Money(100), Money(5)
print(m1 == m2, m1 != m2, m1 == m3, m1 != m3)
print(m1 == 100, m1 != 100, 100 == m1)
print(m1 in [Money(1), Money(100)], [m1].count(m2))
class AlwaysEqual:
    def __eq__(self, other):
        return True
x = AlwaysEqual()
print(x == 1, 1 == x, x == None, x != 5)
class ReturnsOther:
    def __eq__(self, other):
        return "truthy string"
print(ReturnsOther() == 3)
print(bool(ReturnsOther() == 3))
class NeOnly:
    def __ne__(self, other):
        return "custom ne"
n = NeOnly()
print(n != 1, n == n, n == 1)
