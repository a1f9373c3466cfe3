def f():
    return f.x * 2
f.x = 1
print(f.x)
print(f())
f.x += 10
print(f.x, f())
f.tags = ["a"]
f.tags.append("b")
print(f.tags)
try:
    f.missing
except AttributeError as e:
    print(type(e).__name__, e)
g = lambda: None
g.label = "lambda attr"
print(g.label, g.__name__)
def counter():
    counter.calls += 1
    return counter.calls
counter.calls = 0
counter()
counter()
print(counter.calls)
