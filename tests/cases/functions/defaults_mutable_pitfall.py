def log(msg, seen=[]):
    seen.append(msg)
    return len(seen)
print(log("a"), log("b"), log("c"))
def log_fixed(msg, seen=None):
    if seen is None:
        seen = []
    seen.append(msg)
    return len(seen)
print(log_fixed("a"), log_fixed("b"), log_fixed("c"))
def make_default():
    print("default evaluated")
    return 10
def f(x=make_default()):
    return x
print("after def")
print(f(), f(), f(1))
def g(d={}, items=[]):
    d[len(d)] = len(items)
    items.append(0)
    return d
print(g())
print(g())
print(g({}, []))
print(g())
def h(t=(1, 2), s="x"):
    s += "y"
    t += (3,)
    return t, s
print(h())
print(h())
