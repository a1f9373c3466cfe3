from functools import reduce
print(reduce(lambda a, b: a - b, [10, 3, 2]))
print(reduce(lambda a, b: a - b, [], 0))
reduce(lambda a, b: a - b, iter([]))
