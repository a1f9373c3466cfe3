# itemgetter's keys are data: a key named like a dunder is a dict lookup, never an attribute.
# expect: ok
# stdout: data <class 'operator.itemgetter'>
from operator import itemgetter
g = itemgetter("__class__")
print(g({"__class__": "data"}), g.__class__)
