def one():
    yield "only"
g = one()
print(next(g))
try:
    next(g)
except StopIteration:
    print("StopIteration once exhausted")
print(list(g), list(g))
for x in g:
    print("never")
print(next(g, "default works after exhaustion"))
h = (x for x in [1])
print(list(h), list(h))
it = iter([1, 2])
print(list(it), list(it))
print(next(g))
