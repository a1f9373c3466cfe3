import copy
from collections import Counter, OrderedDict, defaultdict, deque
from dataclasses import dataclass, field

# atoms and immutables come back as they are
for x in [None, 1, 2**100, 1.5, "s", True, (1, "a"), frozenset({1}), range(3), len, int]:
    print(type(x).__name__, copy.copy(x) is x, copy.deepcopy(x) is x)
print(copy.deepcopy(frozenset({1, 2})) == frozenset({1, 2}))

# shallow copies
a = [1, [2, 3]]
b = copy.copy(a)
print(b == a, b is a, b[1] is a[1])
d = {"k": [1], "j": 2}
e = copy.copy(d)
print(e, e is d, e["k"] is d["k"])
s = {1, 2, 3}
print(copy.copy(s) == s, copy.copy(s) is s)
t = (1, [2])
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy(t) == t, copy.deepcopy(t)[1] is t[1])

# deep copies
nested = {"a": [1, {"b": [2, 3]}], "c": (4, [5])}
deep = copy.deepcopy(nested)
print(deep == nested, deep["a"] is nested["a"], deep["a"][1]["b"] is nested["a"][1]["b"])
deep["a"][1]["b"].append(99)
print(nested["a"][1]["b"], deep["a"][1]["b"], deep["c"][1] is nested["c"][1])

# shared references stay shared, cycles stay cycles
shared = [1]
pair = [shared, shared]
cp = copy.deepcopy(pair)
print(cp[0] is cp[1], cp[0] is shared)
cyc = []
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[0] is cc, cc is cyc, cc)
dc = {}
dc["self"] = dc
dd = copy.deepcopy(dc)
print(dd["self"] is dd, dd)
tl = ([],)
tl[0].append(tl)
tc = copy.deepcopy(tl)
print(tc[0][0] is tc, tc is tl)

# collections
c = Counter("abracadabra")
cc2 = copy.deepcopy(c)
print(cc2, type(cc2).__name__, copy.copy(c) == c)
od = OrderedDict([("z", [1]), ("a", [2])])
od2 = copy.deepcopy(od)
print(od2, od2["z"] is od["z"], copy.copy(od)["z"] is od["z"])
dfd = defaultdict(list, {"x": [1]})
dfd2 = copy.deepcopy(dfd)
dfd2["y"].append(2)
print(dfd2, dfd, dfd2["x"] is dfd["x"])
dq = deque([[1], [2]], maxlen=3)
dq2 = copy.deepcopy(dq)
print(dq2, dq2[0] is dq[0], copy.copy(dq)[0] is dq[0], copy.copy(dq).maxlen)

# instances of script classes: attributes copied, __init__ not run
class Node:
    def __init__(self, val, children=None):
        print("init", val)
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f"Node({self.val}, {self.children})"

root = Node(1, [Node(2), Node(3)])
r2 = copy.copy(root)
r3 = copy.deepcopy(root)
print(r2, r2 is root, r2.children is root.children)
print(r3, r3.children is root.children, r3.children[0] is root.children[0], type(r3).__name__)
root.children[0].children.append(root)
r4 = copy.deepcopy(root)
print(r4.children[0].children[0] is r4)

@dataclass
class Config:
    name: str
    tags: list = field(default_factory=list)

@dataclass(frozen=True)
class Point:
    x: int
    y: list

cfg = Config("a", ["t"])
cfg2 = copy.deepcopy(cfg)
cfg2.tags.append("u")
print(cfg, cfg2, cfg == copy.copy(cfg))
p = Point(1, [2])
p2 = copy.deepcopy(p)
print(p2, p2 == p, p2.y is p.y)

# __copy__ and __deepcopy__ of a class
class Custom:
    def __init__(self, items):
        self.items = items
    def __copy__(self):
        print("__copy__ called")
        return Custom(self.items)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called")
        return Custom(copy.deepcopy(self.items, memo))

cu = Custom([[1]])
print(copy.copy(cu).items is cu.items)
cd = copy.deepcopy([cu, cu])
print(cd[0] is cd[1], cd[0].items == cu.items, cd[0].items is cu.items)

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: copy.copy())
t(lambda: copy.deepcopy())
t(lambda: copy.copy(1, 2))
t(lambda: copy.copy(y=1))
t(lambda: copy.deepcopy(1, memo=None, z=1))
print(issubclass(copy.Error, Exception), copy.error is copy.Error, copy.Error.__name__)
try:
    raise copy.Error("bad")
except copy.Error as e:
    print(type(e).__name__, e)
deepish = [0]
for _ in range(100):
    deepish = [deepish]
print(copy.deepcopy(deepish) == deepish)
x = 0
for _ in range(5000):
    x = [x]
try:
    copy.deepcopy(x)
except RecursionError:
    print("RecursionError")
