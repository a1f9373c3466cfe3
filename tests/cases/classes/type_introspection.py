class Animal:
    pass
class Dog(Animal):
    pass
d = Dog()
print(type(d) is Dog, type(d) is Animal, type(d) == Dog)
print(d.__class__ is Dog, d.__class__.__name__, type(d).__name__)
print(isinstance(d, Dog), isinstance(d, Animal), isinstance(d, object))
print(isinstance(d, (int, str)), isinstance(d, (int, Animal)))
print(issubclass(Dog, Animal), issubclass(Dog, object), issubclass(Animal, Dog))
print(issubclass(Dog, (int, Animal)))
print(type(Dog).__name__, type(type).__name__, type(int).__name__)
print(isinstance(Dog, type), isinstance(d, type))
print(Dog.__name__, Animal.__qualname__)
print(type(d)().__class__.__name__)
print(isinstance(True, int), issubclass(bool, int), type(True).__name__)
def outer():
    class Local:
        pass
    return Local
L = outer()
print(L.__name__, L.__qualname__)
try:
    isinstance(d, d)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(d, Animal)
except TypeError as e:
    print(type(e).__name__, e)
print([type(x).__name__ for x in (1, 1.0, "s", [], (), {}, None, d, Dog)])
print(Dog.__module__, d.__module__)
