# Old containers written with new objects between collections: the collector's minor
# collections must keep every object an old one refers to (lists, dicts, sets, instances,
# closure cells, generators, deques, defaultdicts, string slices), and free the garbage.
from collections import deque, defaultdict


class Node:
    def __init__(self, v):
        self.v = v
        self.next = None


def counter():
    state = []

    def add(x):
        state.append([x, str(x)])
        return len(state)

    def total():
        return sum(p[0] for p in state)

    return add, total


def keeper():
    held = []
    while True:
        x = yield len(held)
        held.append({"x": x, "s": str(x) * 3})
        if len(held) > 50:
            held.pop(0)


old_list = []
old_dict = {}
old_set = set()
head = Node(-1)
add, total = counter()
gen = keeper()
next(gen)
dq = deque(maxlen=40)
dd = defaultdict(list)
text = "abcdefghij" * 1000
slices = []

for round_ in range(12):
    # Garbage: enough to pass several collections per round.
    junk = [[i, str(i), (i, i + 1)] for i in range(6000)]
    for i in range(0, 6000, 150):
        n = Node((round_, i))
        n.next = head.next
        head.next = n
        old_list.append([round_, str(i), {"k": (i, str(i))}])
        old_dict[(round_, i)] = [str(round_ * i)]
        old_set.add(str(round_) + ":" + str(i))
        add(i)
        gen.send(i)
        dq.append({"r": round_, "i": [i]})
        dd[i % 7].append((round_, str(i)))
        slices.append(text[i % 907 : i % 907 + 5])
    del junk
    old_list[round_] = ["replaced", str(round_)]

walk = 0
n = head.next
while n is not None:
    walk += n.v[1]
    n = n.next
print(len(old_list), old_list[0], old_list[5], old_list[-1])
print(len(old_dict), old_dict[(11, 5850)], sum(len(v[0]) for v in old_dict.values()))
print(len(old_set), sorted(old_set)[:3])
print(walk, total(), gen.send(0))
print(len(dq), dq[0], dq[-1])
print(sorted((k, len(v), v[-1]) for k, v in dd.items()))
print(len(slices), slices[:4], slices[-1], "".join(slices).count("a"))
