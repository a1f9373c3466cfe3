# str of a dict nested 100,000 deep.
# expect: error RecursionError: maximum recursion depth exceeded while getting the repr of an object
d = {}
for i in range(10**5):
    d = {"k": d}
print(len(str(d)))
