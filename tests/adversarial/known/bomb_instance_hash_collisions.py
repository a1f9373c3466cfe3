# Instances whose __hash__ is constant and whose equality is identity: each add compares with
# every key already there (natively, no fuel): ~320,000 comparisons on ~10,000 instructions.
# Where: the set probe's key comparison (runtime/src/vm/sets.rs `key_eq`).
# limits: max_instructions=200000
# expect: limit instructions
# now: ok
class K:
    def __hash__(self):
        return 1
s = set()
for i in range(800):
    s.add(K())
print(len(s))
