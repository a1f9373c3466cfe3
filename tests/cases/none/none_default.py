def h(a, b=None):
    if b is None:
        b = 10
    return a + b
print(h(1))
print(h(1, 2))
d = {"a": 1}
print(d.get("b"))
print(d.get("b") is None)
r = None
for i in range(3):
    if r is None:
        r = i
print(r)
print(None or "fallback")
print(None and "never")
