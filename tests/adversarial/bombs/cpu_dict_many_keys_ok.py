# A dict of 200,000 string keys, as in CPython.
# expect: ok
# stdout: 200000 199999 0
d = {str(i): i for i in range(200000)}
print(len(d), d["199999"], sum(d.values()) % 1000)
