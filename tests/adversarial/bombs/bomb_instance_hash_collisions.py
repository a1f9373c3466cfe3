# Instances whose __hash__ is constant and whose equality is identity: each add compares with
# every key already there, a unit of fuel per comparison, so the instruction limit bounds it.
# limits: max_instructions=200000
# expect: limit instructions
class K:
    def __hash__(self):
        return 1
s = set()
for i in range(800):
    s.add(K())
print(len(s))
