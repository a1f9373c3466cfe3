# repr of a tuple nested 100,000 deep.
# expect: error RecursionError: maximum recursion depth exceeded while getting the repr of an object
t = ()
for i in range(10**5):
    t = (t,)
print(len(repr(t)))
