class Node:
    def __init__(self, label):
        self.label = label
    def __eq__(self, other):
        return self.label == other.label
seen = []
seen.append(Node("a"))
print(Node("a") in seen)
index = {Node("a"): 0}
