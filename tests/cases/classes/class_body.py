print("before class")
class Setup:
    print("class body runs at definition")
    x = 1
    y = x + 1
    items = [x, y]
    squares = [i * i for i in range(3)]
    def method(self):
        return self.y
    print("end of class body", x, y)
print("after class")
print(Setup.x, Setup.y, Setup.items, Setup.squares, Setup().method())
class Conditional:
    if Setup.x > 0:
        def f(self):
            return "positive branch"
    else:
        def f(self):
            return "other branch"
print(Conditional().f())
class Loop:
    for _i in range(3):
        pass
    last = _i
print(Loop.last)
value = "global"
class Scope:
    value = "class"
    def get(self):
        return value
print(Scope().get(), Scope.value)
class Counter:
    n = 0
    n += 5
print(Counter.n)
