# str.format reaches ChainMap.maps (public data) but no dunder internals through it.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: 1
from collections import ChainMap
cm = ChainMap({'k': 1})
print('{0.maps[0][k]}'.format(cm))
print('{0.new_child.__globals__}'.format(cm))
