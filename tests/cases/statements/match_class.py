class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
class Circle:
    __match_args__ = ("center", "r")
    def __init__(self, center, r):
        self.center = center
        self.r = r
def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x=x, y=y) if x == y:
            return f"diagonal {x}"
        case Point(x, y=yy):
            return f"point {x},{yy}"
        case Circle(Point(0, 0), r):
            return f"circle at origin r={r}"
        case Circle(center=Point(x=cx), r=r):
            return f"circle at x={cx} r={r}"
        case _:
            return "not a shape"
for obj in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 9),
            Circle(Point(0, 0), 1), Circle(Point(4, 4), 2), "str"]:
    print(where(obj))
def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str() as s:
            return f"str {s!r}"
        case list([first, *_]):
            return f"list starting {first}"
        case dict():
            return "dict"
        case tuple((a, b)):
            return f"pair {a},{b}"
    return "other"
print([kind(v) for v in [True, 3, 2.5, "s", [7, 8], {}, (1, 2), (1, 2, 3), None]])
class Plain:
    def __init__(self):
        self.a = 1
match Plain():
    case Plain(a=1):
        print("keyword pattern without __match_args__")
try:
    match Plain():
        case Plain(1):
            print("no")
except TypeError as e:
    print(type(e).__name__, e)
try:
    match Point(1, 2):
        case Point(1, 2, 3):
            print("no")
except TypeError as e:
    print(type(e).__name__, e)
match Point(1, 2):
    case Point(z=1):
        print("no such attribute matches?")
    case _:
        print("missing attribute: pattern fails")
