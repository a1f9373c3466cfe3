class Base:
    def hello(self):
        print("Base.hello")
        return ["Base"]
class Left(Base):
    def hello(self):
        print("Left.hello")
        return ["Left"] + super().hello()
class Right(Base):
    def hello(self):
        print("Right.hello")
        return ["Right"] + super().hello()
class Bottom(Left, Right):
    def hello(self):
        print("Bottom.hello")
        return ["Bottom"] + super().hello()
print(Bottom().hello())
print(Left().hello())
class Other(Right, Left):
    pass
print(Other().hello())
class Init:
    def __init__(self):
        print("Init")
class X(Init):
    def __init__(self):
        print("X before")
        super().__init__()
        print("X after")
class Y(Init):
    def __init__(self):
        print("Y before")
        super().__init__()
        print("Y after")
class Z(X, Y):
    def __init__(self):
        print("Z before")
        super().__init__()
        print("Z after")
Z()
