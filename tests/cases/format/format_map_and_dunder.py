# str.format_map with a dict and a mapping class (__missing__ of a dict subclass is not needed);
# __format__ of user classes reached from format(), f-strings and str.format.
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        if spec == "":
            return f"${self.cents / 100:.2f}"
        return f"${self.cents / 100:{spec}}"
    def __repr__(self):
        return f"Money({self.cents})"
class Lookup:
    def __getitem__(self, key):
        if key == "missing":
            raise KeyError(key)
        return key.upper()
m = Money(12345)
print(format(m), format(m, ">12,.2f"), f"{m}", f"{m:.1f}", "{0} {0:,.3f} {0!r}".format(m))
print("{name} is {age:>3} {x[1]}".format_map({"name": "Ann", "age": 7, "x": [0, 1]}))
print("{a}-{b}".format_map(Lookup()))
try:
    print("{missing}".format_map(Lookup()))
except KeyError as e:
    print("KeyError", e)
class Plain:
    pass
print(format(Plain(), "") [:8], "{}".format(Plain())[:8])
try:
    format(Plain(), "x")
except TypeError as e:
    print(e)
try:
    "{:x}".format(Plain())
except TypeError as e:
    print(e)
class Bad:
    def __format__(self, spec):
        return 42
try:
    "{}".format(Bad())
except TypeError as e:
    print(e)
try:
    f"{Bad()}"
except TypeError as e:
    print(e)
for spec in ["=5", "+", "#", "z"]:
    try:
        format("s", spec)
    except ValueError as e:
        print(e)
for v, spec in [(1.5, "d"), (3, ".2"), (3, "z"), ("x", "d"), (1, ",x"), (1, "_c"), (1, "+c"),
                (1, "#c"), (-1, "c"), (1.0, "c"), (1, "=,"), (1, ",_"), (1, "_,"), (1, "5.")]:
    try:
        print(repr(format(v, spec)))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
