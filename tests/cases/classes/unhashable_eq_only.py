class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
print(P(1) == P(1))
print(P.__hash__ is None)
for action in ["set", "dict", "hash", "in"]:
    try:
        if action == "set":
            {P(1)}
        elif action == "dict":
            {P(1): 1}
        elif action == "hash":
            hash(P(1))
        else:
            P(1) in {1, 2}
    except TypeError as e:
        print(action, type(e).__name__, e)
print(P(2) in [P(1), P(2)])
class Q(P):
    def __hash__(self):
        return hash(self.v)
print(len({Q(1), Q(1), Q(2)}))
class Unhash:
    __hash__ = None
try:
    hash(Unhash())
except TypeError as e:
    print(type(e).__name__, e)
