class Counter:
    def __init__(self, start=0):
        self.value = start
    def inc(self, by=1):
        self.value += by
        return self
    def get(self):
        return self.value
c = Counter()
c.inc()
c.inc(5)
print(c.get(), c.value)
print(Counter(10).inc().inc().get())
d = Counter(3)
print(c.get(), d.get())
m = d.inc
m(100)
print(d.get())
print(Counter.get(d))
print(type(c).__name__, isinstance(c, Counter))
c.extra = "dynamic"
print(c.extra)
class Empty:
    pass
e = Empty()
e.x = 1
e.y = [e.x, 2]
print(e.x, e.y)
class Greeter:
    greeting = "Hello"
    def greet(self, name):
        return f"{self.greeting}, {name}!"
print(Greeter().greet("world"))
