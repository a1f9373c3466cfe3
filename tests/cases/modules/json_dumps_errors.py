import json


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


show(lambda: json.dumps(Point(1, 2)))
show(lambda: json.dumps({"p": Point(1, 2)}, default=lambda o: {"x": o.x, "y": o.y}))
show(lambda: json.dumps([Point(1, 2)], default=lambda o: [o.x, o.y], indent=1))
show(lambda: json.dumps({1, 2}))
show(lambda: json.dumps({"a": {1, 2}}, indent=2))
show(lambda: json.dumps(range(3)))
show(lambda: json.dumps({(1, 2): 3}))
show(lambda: json.dumps({(1, 2): 3}, indent=2))
show(lambda: json.dumps({frozenset(): 3}, skipkeys=True))
show(lambda: json.dumps([1, float("nan")], allow_nan=False))
show(lambda: json.dumps([1, float("inf")], allow_nan=False, indent=1))
show(lambda: json.dumps({float("-inf"): 1}, allow_nan=False))
show(lambda: json.dumps({float("nan"): 1}))
show(lambda: json.dumps({"b": 1, 2: 2}, sort_keys=True))
show(lambda: json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=None))
show(lambda: json.dumps(1, bogus=True))
show(lambda: json.dumps())
show(lambda: json.dumps(1, 2))
show(lambda: json.dumps([1], indent=1.5))
show(lambda: json.dumps([1], separators=(",",)))
show(lambda: json.dumps([1], separators=3))
show(lambda: json.dumps([1, 2], separators=[";", "="]))
show(lambda: json.dumps([1, {"a": 2}], separators=(1, ":")))
show(lambda: json.dumps(10 ** 5000))
show(lambda: json.dumps(object(), default=lambda o: o))
show(lambda: json.dumps([object()], default=lambda o: 1 / 0))
show(lambda: json.dumps([1, 2], default=5))
show(lambda: json.dumps(Point(1, 2), default=5))
a = [1]
a.append(a)
show(lambda: json.dumps(a))
show(lambda: json.dumps(a, indent=1))
show(lambda: json.dumps([a, 1], check_circular=False)[:10])
d = {"k": [1]}
show(lambda: json.dumps([d, d, (d,)]))
e = {}
e["self"] = e
show(lambda: json.dumps(e))
print(json.dumps(True, indent=4), json.dumps("x", indent=4), json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps([[], {}, [[]]], indent=2))
