class Temperature:
    def __init__(self, celsius):
        self._c = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        print("setting celsius to", value)
        self._c = value
    @celsius.deleter
    def celsius(self):
        print("deleting celsius")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
print(t.celsius)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print(type(e).__name__, e)
class Lazy:
    def __init__(self):
        self.computed = 0
    @property
    def data(self):
        self.computed += 1
        return [1, 2, 3]
l = Lazy()
print(l.data, l.data, l.computed)
print(type(Temperature.celsius).__name__)
class Old:
    def get_x(self):
        return 42
    x = property(get_x)
print(Old().x)
