# repr of a list nested 100,000 deep.
# expect: error RecursionError: maximum recursion depth exceeded while getting the repr of an object
x = []
for i in range(10**5):
    x = [x]
print(len(repr(x)))
