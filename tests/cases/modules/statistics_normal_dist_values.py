from statistics import NormalDist
import copy
n = NormalDist(1, 2)
print(f"{n}", format(n, ""), str(n), [n], (n, n), {"k": n})
try:
    format(n, "10")
except TypeError as e:
    print(e)
print(n != n, n == n, n != NormalDist(1, 3), bool(n), n is not None)
print(copy.copy(n), copy.deepcopy([n]))
print(sorted([NormalDist(3, 1), NormalDist(1, 1)], key=lambda d: d.mean))
try:
    n.x = 1
except AttributeError as e:
    print(e)
try:
    n.mean = 1
except AttributeError as e:
    print(e)
print(copy.copy(n) is n, copy.deepcopy(n) is n, copy.deepcopy(n) == n)
