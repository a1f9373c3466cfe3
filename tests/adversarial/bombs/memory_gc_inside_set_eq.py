# A user __eq__ that allocates, called while a set compares colliding keys: the set's table
# is out of its object meanwhile, so a collection there freed the keys under it and a later
# comparison read a freed handle ('NoneType' object has no attribute 'v'), or whatever
# object was made in its slot. No collection runs inside a set's key comparison.
# limits: max_memory=48MiB
# expect: ok
# stdout: 120 [0, 1, 2] ['000', '101010', '111']
class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 1

    def __eq__(self, o):
        junk = [[i] for i in range(400)]
        return self.v == o.v


s = set()
for i in range(60):
    s.add(K(i))
    s.add(str(i) * 3)
print(len(s), sorted(k.v for k in s if isinstance(k, K))[:3], sorted(k for k in s if isinstance(k, str))[:3])
