# itemgetter's own internals (its __reduce__ would expose the items tuple and the type) stay unreachable.
# expect: refused AttributeError: attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
from operator import itemgetter
print(itemgetter(0).__reduce__())
