def counter(label):
    count = 0
    while True:
        count += 1
        yield f"{label}{count}"
a = counter("a")
b = counter("b")
print(next(a), next(a), next(b), next(a), next(b))
def stateful():
    seen = []
    for x in [3, 1, 3, 2, 1]:
        if x not in seen:
            seen.append(x)
            yield x, list(seen)
for item in stateful():
    print(item)
def interleave(*gens):
    gens = list(gens)
    while gens:
        for g in list(gens):
            try:
                yield next(g)
            except StopIteration:
                gens.remove(g)
print(list(interleave(iter([1, 2, 3]), iter("ab"), iter([None]))))
def unique(it):
    seen = set()
    for x in it:
        if x not in seen:
            seen.add(x)
            yield x
print(list(unique([5, 1, 5, 2, 1, 9])))
g = (i for i in range(3))
print(iter(g) is g)
x, y, z = (c for c in "xyz")
print(x, y, z)
first, *rest = (n * 2 for n in range(4))
print(first, rest)
