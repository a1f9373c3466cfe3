"""abc.ABC and abstractmethod: abstract classes refuse instantiation with CPython's message."""
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self) -> float:
        ...

    @abstractmethod
    def perimeter(self) -> float:
        ...

    @property
    @abstractmethod
    def name(self) -> str:
        ...

    def describe(self):
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"


class Partial(Shape):
    def area(self):
        return 1.0


class Square(Partial):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side

    @property
    def name(self):
        return "square"


class Empty(ABC):
    pass


for cls in (Shape, Partial):
    try:
        cls()
    except TypeError as e:
        print(e)
print(Square(3).describe(), isinstance(Square(1), Shape), issubclass(Square, ABC))
print(type(Empty()).__name__, Shape.__name__, ABC)
Shape.describe(Square(2))
print([c.__name__ for c in (Square, Partial, Shape)])
