from itertools import islice, permutations
print(list(permutations("ab")))
print(list(islice("abc", 1, None)))
islice("abc", -1)
