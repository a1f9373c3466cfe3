# Snapshots of nested agent state with copy.deepcopy: undo history and what-if planning.
import copy
from collections import deque
from dataclasses import dataclass, field

@dataclass
class Inventory:
    items: dict = field(default_factory=dict)
    log: list = field(default_factory=list)

    def add(self, name, n):
        self.items[name] = self.items.get(name, 0) + n
        self.log.append(("add", name, n))

state = {"inventory": Inventory(), "position": [0, 0], "visited": {(0, 0)}, "queue": deque(maxlen=4)}
history = []

def act(state, move):
    history.append(copy.deepcopy(state))
    dx, dy = move
    state["position"][0] += dx
    state["position"][1] += dy
    state["visited"].add(tuple(state["position"]))
    state["queue"].append(move)
    state["inventory"].add("coin", 1)

for m in [(1, 0), (0, 1), (1, 1)]:
    act(state, m)
print(state["position"], sorted(state["visited"]), state["inventory"].items, list(state["queue"]))

undo = history.pop()
print("undo ->", undo["position"], sorted(undo["visited"]), undo["inventory"].items, undo["inventory"].log)
print(undo["inventory"] is state["inventory"], undo["queue"].maxlen)

# what-if: plan on a copy, the original is untouched
plan = copy.deepcopy(state)
for _ in range(3):
    plan["inventory"].add("gem", 2)
print(plan["inventory"].items, state["inventory"].items)

# shallow vs deep
config = {"retries": 3, "hosts": ["a", "b"]}
shallow = copy.copy(config)
deep = copy.deepcopy(config)
shallow["hosts"].append("c")
print(config["hosts"], deep["hosts"], shallow is config)

# a graph with shared nodes and a cycle keeps its shape
class Node:
    def __init__(self, name):
        self.name = name
        self.edges = []

a, b, c = Node("a"), Node("b"), Node("c")
a.edges = [b, c]
b.edges = [c]
c.edges = [a]
g2 = copy.deepcopy(a)
print(g2.name, [n.name for n in g2.edges], g2.edges[0].edges[0] is g2.edges[1], g2.edges[1].edges[0] is g2, g2 is a)
