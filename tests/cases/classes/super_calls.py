class Base:
    def __init__(self, x):
        self.x = x
        print("Base init", x)
    def value(self):
        return self.x
    @classmethod
    def make(cls):
        return f"made {cls.__name__}"
class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
        print("Child init", y)
    def value(self):
        return super().value() * 10 + self.y
    @classmethod
    def make(cls):
        return super().make() + " via Child"
c = Child(1, 2)
print(c.value())
print(Child.make())
class GrandChild(Child):
    def value(self):
        return -super().value()
g = GrandChild(3, 4)
print(g.value(), g.x, g.y)
class Logger:
    def log(self, msg):
        return [msg]
class Timestamped(Logger):
    def log(self, msg):
        return super().log("[t] " + msg)
class Tagged(Timestamped):
    def log(self, msg):
        return super().log("[tag] " + msg) + ["tagged"]
print(Tagged().log("hi"))
class Explicit(Base):
    def __init__(self):
        super(Explicit, self).__init__("explicit")
print(Explicit().value())
