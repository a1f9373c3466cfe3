class MathUtil:
    factor = 3
    @staticmethod
    def add(a, b):
        return a + b
    @classmethod
    def scaled(cls, x):
        return x * cls.factor
    @classmethod
    def name(cls):
        return cls.__name__
class Sub(MathUtil):
    factor = 10
print(MathUtil.add(2, 3), MathUtil().add(4, 5))
print(MathUtil.scaled(2), Sub.scaled(2), Sub().scaled(2))
print(MathUtil.name(), Sub.name(), Sub().name())
print(Sub.add(1, 1))
class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
    @classmethod
    def how_many(cls):
        return cls.instances
    @staticmethod
    def describe():
        return "counts instances"
Counter()
Counter()
print(Counter.how_many(), Counter.describe())
f = MathUtil.add
print(f(10, 20))
g = Sub.scaled
print(g(5))
try:
    MathUtil.add(1)
except TypeError as e:
    print(type(e).__name__, e)
