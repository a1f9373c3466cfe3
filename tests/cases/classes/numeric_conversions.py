"""float(), int() and the math functions reach __float__ and __int__, with CPython's errors."""
import math


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __float__(self):
        return self.cents / 100

    def __int__(self):
        return self.cents // 100


class Bad:
    def __float__(self):
        return "1.5"

    def __int__(self):
        return 2.5


class Plain:
    pass


m = Money(1234)
print(float(m), int(m), math.floor(m), math.sqrt(Money(400)))
for f in (float, int, math.sqrt):
    for v in (Bad(), Plain()):
        try:
            print(f(v))
        except TypeError as e:
            print(type(v).__name__, e)
