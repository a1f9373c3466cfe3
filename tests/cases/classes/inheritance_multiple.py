class Flyer:
    def move(self):
        return "fly"
    def fly_speed(self):
        return 10
class Swimmer:
    def move(self):
        return "swim"
    def swim_speed(self):
        return 3
class Duck(Flyer, Swimmer):
    pass
class Penguin(Swimmer, Flyer):
    def fly_speed(self):
        return 0
d = Duck()
p = Penguin()
print(d.move(), d.fly_speed(), d.swim_speed())
print(p.move(), p.fly_speed(), p.swim_speed())
print(isinstance(d, Flyer), isinstance(d, Swimmer), isinstance(p, Duck))
class JsonMixin:
    def to_text(self):
        parts = [f"{k}={getattr_like(self, k)}" for k in self.fields]
        return "{" + ", ".join(parts) + "}"
def getattr_like(obj, name):
    return obj.values[name]
class Record(JsonMixin):
    fields = ["a", "b"]
    def __init__(self, a, b):
        self.values = {"a": a, "b": b}
print(Record(1, "x").to_text())
class A:
    x = "A"
class B:
    x = "B"
    y = "B.y"
class C(A, B):
    pass
print(C.x, C.y)
