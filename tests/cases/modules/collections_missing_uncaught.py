from collections import defaultdict, Counter
d = defaultdict(None, a=1)
print(d["a"], Counter()["zz"])
d["b"]
