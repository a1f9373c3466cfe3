s = {1, 2, 3}
print(len(s), 2 in s, sum(s), max(s), min(s))
print(sorted(s, reverse=True))
print(list(enumerate({10, 20})))
total = 0
for v in {4, 5, 6}:
    total += v
print(total)
print(any({0, 0.0}), all({1, 2}), all(set()))
print({1, 2} == [1, 2], {1, 2} == {1: 0, 2: 0}.keys())
print({1, 2} & {1: 0, 3: 0}.keys())
print({1, 2} | {2: 0}.keys())
print(dict.fromkeys({3, 1, 2}, 0))
print(list(zip({1, 2, 3}, "abc")))
print(set(x for x in {1, 2, 3} if x > 1))
print(tuple(sorted({(2, "b"), (1, "a")})))
x, y = {7, 8}
print(x, y)
print([*{1, 2}, *frozenset({3})])
