class Greeter:
    def __init__(self, name):
        self.name = name
    def hello(self, other):
        return f"{self.name} greets {other}"
a = Greeter("ann")
b = Greeter("bob")
fa = a.hello
fb = b.hello
print(fa("x"), fb("y"))
a.name = "ANN"
print(fa("z"))
methods = [a.hello, b.hello]
print([m("all") for m in methods])
print(Greeter.hello(b, "explicit self"))
print(list(map(a.hello, ["p", "q"])))
print(fa == a.hello, fa == b.hello)
class Stack:
    def __init__(self):
        self.items = []
    def push(self, x):
        self.items.append(x)
s = Stack()
push = s.push
for i in range(3):
    push(i)
print(s.items)
append = s.items.append
append(99)
print(s.items)
print(a.hello.__name__, callable(a.hello))
class Replace:
    def m(self):
        return "class method"
r = Replace()
r.m = lambda: "instance attribute shadows method"
print(r.m(), Replace().m())
