class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def describe(self):
        return f"{self.name} says {self.speak()}"
class Dog(Animal):
    def speak(self):
        return "woof"
class Puppy(Dog):
    def speak(self):
        return Dog.speak(self) + " (squeaky)"
class Cat(Animal):
    def __init__(self, name, indoor):
        super().__init__(name)
        self.indoor = indoor
    def speak(self):
        return "meow"
for a in [Animal("generic"), Dog("rex"), Puppy("bit"), Cat("tom", True)]:
    print(a.describe())
c = Cat("kit", False)
print(c.name, c.indoor)
print(isinstance(c, Animal), isinstance(c, Dog), issubclass(Puppy, Animal))
print(issubclass(Dog, Dog), issubclass(Animal, Dog))
print(isinstance(Puppy("p"), (Cat, Dog)))
class Shape:
    sides = 0
    def area(self):
        return 0
class Square(Shape):
    sides = 4
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
shapes = [Shape(), Square(3)]
print([(type(s).__name__, s.sides, s.area()) for s in shapes])
