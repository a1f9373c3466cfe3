# Itertools the way scripts use them: pairing, batching, windows, combinatorics.
from itertools import (accumulate, chain, combinations, count, cycle, groupby, islice,
                       pairwise, permutations, product, repeat, starmap, takewhile, zip_longest)

readings = [3, 8, 2, 9, 4, 7]
print("deltas:", [b - a for a, b in pairwise(readings)])
print("running max:", list(accumulate(readings, max)))
print("prefix sums:", list(accumulate(readings, initial=0)))

def batched(iterable, n):
    it = iter(iterable)
    while True:
        chunk = tuple(islice(it, n))
        if not chunk:
            return
        yield chunk

print(list(batched(range(10), 4)))
log = ["a:1", "a:2", "b:1", "c:5", "c:6", "c:7"]
for key, grp in groupby(log, key=lambda s: s.split(":")[0]):
    vals = [int(s.split(":")[1]) for s in grp]
    print(f"{key}: n={len(vals)} total={sum(vals)}")
teams = ["red", "blue", "green"]
print([f"{a} v {b}" for a, b in combinations(teams, 2)])
print(sum(1 for p in permutations("abcd") if p[0] < p[-1]))
grid = [(x, y) for x, y in product(range(3), repeat=2) if x != y]
print(grid)
ids = dict(zip(["x", "y", "z"], count(100, 10)))
print(ids)
colors = cycle(["R", "G"])
print([f"{n}{next(colors)}" for n in range(5)])
print(list(starmap(lambda a, b: a * b, zip(range(5), repeat(3)))))
print(list(takewhile(lambda t: t < 50, (x * x for x in count(1)))))
rows = [[1, 2, 3], [4, 5], [6]]
for r in zip_longest(*rows, fillvalue=0):
    print(r)
print(list(chain.from_iterable(rows)), sorted(chain(*rows), reverse=True)[:3])
squares = (n * n for n in count())
print(next(islice(squares, 5, None)))
