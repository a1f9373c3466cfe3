# A dict of 100,000 string keys, as in CPython.
# expect: ok
# stdout: 100000 99999 0
d = {str(i): i for i in range(100000)}
print(len(d), d["99999"], sum(d.values()) % 1000)
