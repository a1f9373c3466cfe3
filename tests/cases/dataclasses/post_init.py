from dataclasses import dataclass, field
@dataclass
class Temperature:
    celsius: float
    fahrenheit: float = field(init=False)
    def __post_init__(self):
        if self.celsius < -273.15:
            raise ValueError(f"impossible temperature {self.celsius}")
        self.fahrenheit = self.celsius * 9 / 5 + 32
print(Temperature(100))
print(Temperature(-40))
try:
    Temperature(-300)
except ValueError as e:
    print(type(e).__name__, e)
@dataclass
class Name:
    first: str
    last: str
    full: str = ""
    def __post_init__(self):
        self.first = self.first.strip().capitalize()
        self.last = self.last.strip().capitalize()
        if not self.full:
            self.full = f"{self.first} {self.last}"
print(Name("  ada", "LOVELACE "))
print(Name("a", "b", "Custom Full"))
@dataclass
class Parent:
    a: int
    def __post_init__(self):
        print("Parent post_init")
@dataclass
class Child(Parent):
    b: int = 0
    def __post_init__(self):
        super().__post_init__()
        print("Child post_init", self.a, self.b)
Child(1, 2)
