# combinations_with_replacement([1], r) builds r-item results: checked before they exist.
# expect: limit memory
import itertools
it = itertools.combinations_with_replacement([1], 10**10)
print(next(it))
