class Node:
    created = 0
    registry = []
    def __init__(self, label):
        Node.created += 1
        self.id = Node.created
        self.label = label
        Node.registry.append(label)
    def __repr__(self):
        return f"Node#{self.id}({self.label})"
nodes = [Node(c) for c in "abc"]
print(nodes, Node.created, Node.registry)
class Special(Node):
    created = 100
    def __init__(self, label):
        super().__init__(label)
        Special.created += 1
s = Special("s")
print(s, Node.created, Special.created)
class Linked:
    def __init__(self, value, nxt=None):
        self.value = value
        self.next = nxt
    def __iter__(self):
        node = self
        while node is not None:
            yield node.value
            node = node.next
    def __len__(self):
        return sum(1 for _ in self)
chain = Linked(1, Linked(2, Linked(3)))
print(list(chain), len(chain), 2 in chain)
