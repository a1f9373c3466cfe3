# Combinatorics with itertools: groupby runs, accumulate, product, permutations,
# combinations(_with_replacement), islice, chain.from_iterable, pairwise, zip_longest.
import itertools as it
import operator

data = "aaabccddddae"
print([(k, len(list(g))) for k, g in it.groupby(data)])
people = [("eng", "ann"), ("eng", "bo"), ("ops", "cy"), ("eng", "di"), ("ops", "ed")]
for dept, grp in it.groupby(sorted(people), key=lambda p: p[0]):
    print(dept, [n for _, n in grp])
print(list(it.accumulate([3, 1, 4, 1, 5, 9, 2, 6])))
print(list(it.accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
print(list(it.accumulate([1, 2, 3, 4], operator.mul, initial=10)))
print(list(it.product("ab", range(2))), len(list(it.product(range(3), repeat=3))))
print(list(it.permutations("abc", 2)))
print(list(it.combinations(range(5), 3))[:4], sum(1 for _ in it.combinations(range(10), 4)))
print(list(it.combinations_with_replacement("xyz", 2)))
print(list(it.islice(it.count(10, 5), 3, 8, 2)), list(it.islice("abcdefg", 3)))
print(list(it.chain.from_iterable([[1, 2], (3,), "ab", range(2)])))
print(list(it.pairwise([1, 4, 9, 16, 25])), list(it.pairwise("ab")), list(it.pairwise("a")))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(it.takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(it.dropwhile(lambda x: x < 5, [1, 4, 6, 2])))
print(list(it.filterfalse(str.isdigit, "a1b2c3")), list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(it.repeat("z", 3)), list(zip(it.cycle("ab"), range(5))))
coins = [1, 5, 10, 25]
ways = [c for r in range(1, 5) for c in it.combinations_with_replacement(coins, r) if sum(c) == 30]
print(len(ways), ways)
perms = ["".join(p) for p in it.permutations("stop") if "".join(p) in {"post", "pots", "spot", "tops", "opts"}]
print(sorted(perms))
grid = [(r, c) for r, c in it.product(range(3), repeat=2) if r != c]
print(grid)
batches = [list(it.islice(iter(range(10)), i, i + 4)) for i in range(0, 10, 4)]
print(batches)
a, b = it.tee([1, 2, 3]) if hasattr(it, "tee") else ([1, 2, 3], [1, 2, 3])
print(list(zip(a, b)))
running = list(it.accumulate(range(1, 11), lambda acc, x: acc + x * x))
print(running)
print(list(it.groupby([]))), print(list(it.product()))
