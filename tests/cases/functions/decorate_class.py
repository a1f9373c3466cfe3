registry = []
def register(cls):
    registry.append(cls.__name__)
    return cls
@register
class Alpha:
    pass
@register
class Beta:
    pass
print(registry)
def add_greeting(cls):
    def greet(self):
        return f"hello from {type(self).__name__}"
    cls.greet = greet
    cls.decorated = True
    return cls
@add_greeting
class Person:
    def __init__(self, name):
        self.name = name
p = Person("ann")
print(p.greet(), Person.decorated)
def with_repr(cls):
    def __repr__(self):
        return f"{cls.__name__}({self.value!r})"
    cls.__repr__ = __repr__
    return cls
@with_repr
class Box:
    def __init__(self, value):
        self.value = value
print(Box(3), [Box("a"), Box(None)])
def singleton(cls):
    instances = {}
    def get(*args):
        if cls not in instances:
            instances[cls] = cls(*args)
        return instances[cls]
    return get
@singleton
class Config:
    def __init__(self, n):
        self.n = n
a = Config(1)
b = Config(2)
print(a is b, a.n, b.n)
