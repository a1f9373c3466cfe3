# product(..., repeat=n) copies its pools n times: checked before they exist.
# expect: limit memory
import itertools
p = itertools.product(range(1000), repeat=10**7)
print("made")
