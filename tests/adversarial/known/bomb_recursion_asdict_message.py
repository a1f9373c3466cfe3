# dataclasses.asdict of a self-referential dataclass: CPython's RecursionError says "while
# calling a Python object" (asdict recurses through Python calls); Pyrite's says "in
# comparison", so the last traceback line differs.
# expect: error RecursionError: maximum recursion depth exceeded while calling a Python object
# now: error RecursionError: maximum recursion depth exceeded in comparison
from dataclasses import dataclass, asdict
@dataclass
class Node:
    next: object = None
n = Node()
n.next = n
print(asdict(n))
