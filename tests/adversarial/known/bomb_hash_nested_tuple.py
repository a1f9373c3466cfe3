# hash() of a tuple nested 100,000 deep: CPython computes it (prints True). Pyrite stops at its
# native depth limit with a RecursionError whose message says "in comparison", which this is
# not. Either hash iteratively (an explicit stack, as invariant 3 allows) or, if the depth
# limit stays, give it a message that names hashing.
# expect: ok
# stdout: True
# now: error RecursionError: maximum recursion depth exceeded in comparison
t = ()
for i in range(10**5):
    t = (t,)
print(hash(t) != 0)
