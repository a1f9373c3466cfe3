# hash() of a tuple nested 100,000 deep: CPython computes it; Pyrite hashes with an explicit
# stack (no native recursion), so it ends the same way.
# expect: ok
# stdout: True
t = ()
for i in range(10**5):
    t = (t,)
print(hash(t) != 0)
