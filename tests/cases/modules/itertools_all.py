import itertools
from itertools import (count, cycle, repeat, accumulate, chain, compress, dropwhile,
    takewhile, filterfalse, groupby, islice, pairwise, starmap, zip_longest, product,
    permutations, combinations, combinations_with_replacement)

c = count()
print(next(c), next(c), c, type(c), type(c).__name__)
print(list(islice(count(10, 5), 4)), list(islice(count(2.5, 0.5), 3)), count(1, 1.0), count(0, -1))
print(list(zip("abc", count(1))))
cy = cycle("ab")
print([next(cy) for _ in range(5)], list(islice(cycle([]), 3)))
print(list(repeat("x", 3)), repeat(1), repeat(1, 2), repeat(1, -4), list(repeat(1, 0)))
r = repeat(7, 2); print(list(r), r)
print(list(map(pow, range(4), repeat(2))))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([], initial=5)), list(accumulate("abc")))
print(list(accumulate([1, 2, 3], lambda a, b: a * b)), list(accumulate([1, 2], func=None, initial=None)))
print(list(chain([1, 2], "ab", (3,))), list(chain()), list(chain.from_iterable(["ab", [1]])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(compress(range(10), [True, False] * 2)))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "a", None])))
print([(k, list(g)) for k, g in groupby("AAAABBBCCDAABBB")])
print([k for k, g in groupby("AAAABBBCCD")], [list(g) for k, g in groupby([1, 1, 2, 3, 3], key=lambda x: x % 2)])
gb = groupby("aabbc")
k1, g1 = next(gb)
k2, g2 = next(gb)
print(k1, list(g1), k2, list(g2))
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
for letter, grp in groupby(sorted(words), key=lambda w: w[0]):
    print(letter, list(grp))
print(list(islice("ABCDEFG", 2)), list(islice("ABCDEFG", 2, 4)), list(islice("ABCDEFG", 2, None)), list(islice("ABCDEFG", 0, None, 2)))
print(list(islice(range(10), None)), list(islice(range(10), 1, 8, 3)), list(islice([], 3)))
it = iter(range(10)); print(list(islice(it, 3)), next(it))
print(list(pairwise("ABCD")), list(pairwise([1])), list(pairwise([])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(max, [[1, 2], (3, 4)])))
print(list(zip_longest("ABCD", "xy", fillvalue="-")), list(zip_longest([1], [2, 3], [])), list(zip_longest()))
print(list(product("AB", "xy")), list(product(range(2), repeat=3))[:4], list(product()), list(product([1], [])))
print(len(list(product("abc", repeat=2))), list(product("ab", [1], repeat=2)))
print(list(permutations("ABC", 2)), list(permutations(range(3))), list(permutations([1, 2], 3)), list(permutations([], 0)))
print(list(combinations("ABCD", 2)), list(combinations(range(4), 3)), list(combinations([1], 2)), list(combinations([1, 2], 0)))
print(list(combinations_with_replacement("ABC", 2)), list(combinations_with_replacement([], 2)), list(combinations_with_replacement([], 0)))
print(sum(1 for _ in permutations(range(6))), sum(1 for _ in combinations(range(10), 4)))
print(isinstance(c, count), type(chain()).__name__, type(islice([], 1)), 3 in count(), 5 in islice(count(), 3))
print(next(combinations([1, 2, 3], 2)), type(groupby([])), type(next(groupby([1]))[1]))
for name, bad in [
    ("count('a')", lambda: count('a')),
    ('count(1, 2, 3)', lambda: count(1, 2, 3)),
    ('cycle()', lambda: cycle()),
    ('cycle(1)', lambda: cycle(1)),
    ('repeat()', lambda: repeat()),
    ("repeat(1, 'a')", lambda: repeat(1, 'a')),
    ('accumulate()', lambda: accumulate()),
    ('accumulate(1)', lambda: accumulate(1)),
    ('next(chain(1))', lambda: next(chain(1))),
    ('chain.from_iterable(1)', lambda: chain.from_iterable(1)),
    ('compress([1])', lambda: compress([1])),
    ('dropwhile(None)', lambda: dropwhile(None)),
    ('islice([1])', lambda: islice([1])),
    ('islice([1], -1)', lambda: islice([1], -1)),
    ("islice([1], 'a')", lambda: islice([1], 'a')),
    ('islice([1], 0, -1)', lambda: islice([1], 0, -1)),
    ('islice([1], 0, 1, 0)', lambda: islice([1], 0, 1, 0)),
    ('islice([1], -5)', lambda: islice([1], -5)),
    ('islice([1], 1, 2, 3, 4)', lambda: islice([1], 1, 2, 3, 4)),
    ('pairwise()', lambda: pairwise()),
    ('starmap(len)', lambda: starmap(len)),
    ('next(starmap(len, [1]))', lambda: next(starmap(len, [1]))),
    ('zip_longest(1)', lambda: zip_longest(1)),
    ('zip_longest([1], x=1)', lambda: zip_longest([1], x=1)),
    ('product(1)', lambda: product(1)),
    ('product([1], repeat=-1)', lambda: product([1], repeat=-1)),
    ('permutations()', lambda: permutations()),
    ('permutations([1], -1)', lambda: permutations([1], -1)),
    ("permutations([1], 'a')", lambda: permutations([1], 'a')),
    ('combinations([1])', lambda: combinations([1])),
    ('combinations([1], -1)', lambda: combinations([1], -1)),
    ('combinations_with_replacement([1], -1)', lambda: combinations_with_replacement([1], -1)),
    ('groupby(1)', lambda: groupby(1)),
    ('count(x=1)', lambda: count(x=1)),
    ('chain(x=1)', lambda: chain(x=1)),
    ('product([1], foo=2)', lambda: product([1], foo=2)),
    ('groupby([1], kee=2)', lambda: groupby([1], kee=2)),
    ('accumulate([1], None, 3)', lambda: accumulate([1], None, 3)),
    ('count(1, start=2)', lambda: count(1, start=2)),
    ('repeat(1, 2, 3)', lambda: repeat(1, 2, 3)),
    ("product([1], repeat='a')", lambda: product([1], repeat='a')),
    ("next(accumulate([1, 'a']))", lambda: next(accumulate([1, 'a']))),
    ("list(accumulate([1, 'a']))", lambda: list(accumulate([1, 'a']))),
    ('count()()', lambda: count()()),
    ('len(count())', lambda: len(count())),
    ('count()[0]', lambda: count()[0]),
]:
    try:
        print(name, "->", bad())
    except Exception as e:
        print(name, "!!", type(e).__name__, e)
