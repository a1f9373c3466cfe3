from dataclasses import dataclass, field
@dataclass
class Animal:
    name: str
    legs: int = 4
@dataclass
class Bird(Animal):
    legs: int = 2
    can_fly: bool = True
@dataclass
class Penguin(Bird):
    can_fly: bool = False
    colony: list = field(default_factory=list)
print(Animal("cat"))
print(Bird("sparrow"))
print(Penguin("emperor"))
print(Penguin("adelie", colony=["a", "b"]))
print(isinstance(Penguin("p"), Animal), Bird("b") == Animal("b", 2))
class Plain(Animal):
    def speak(self):
        return f"{self.name} speaks"
print(Plain("dog"), Plain("dog").speak())
@dataclass
class Base:
    x: int
    def describe(self):
        return f"{type(self).__name__} x={self.x}"
@dataclass
class Derived(Base):
    y: int = 0
    def describe(self):
        return super().describe() + f" y={self.y}"
print(Derived(1, 2).describe(), Derived(5))
try:
    @dataclass
    class BadChild(Animal):
        owner: str
except TypeError as e:
    print(type(e).__name__, e)
