def repeat(times):
    def deco(func):
        def wrapper(*args):
            return [func(*args) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def hello(name):
    return "hi " + name
print(hello("x"))
def prefix(p, sep=": "):
    def deco(func):
        def wrapper(msg):
            return p + sep + func(msg)
        return wrapper
    return deco
@prefix("INFO")
def info(m):
    return m
@prefix("WARN", sep=" | ")
def warn(m):
    return m.upper()
print(info("started"))
print(warn("disk low"))
registry = {}
def register(key):
    def deco(func):
        registry[key] = func
        return func
    return deco
@register("add")
def _add(a, b):
    return a + b
@register("mul")
def _mul(a, b):
    return a * b
print(sorted(registry))
print(registry["add"](2, 3), registry["mul"](2, 3))
def validate(*types):
    def deco(func):
        def wrapper(*args):
            for a, t in zip(args, types):
                if not isinstance(a, t):
                    raise TypeError(f"{func.__name__}: expected {t.__name__}, got {type(a).__name__}")
            return func(*args)
        return wrapper
    return deco
@validate(int, str)
def rep(n, s):
    return s * n
print(rep(3, "ab"))
try:
    rep("3", "ab")
except TypeError as e:
    print(e)
