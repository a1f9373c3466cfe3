# Copying a generator (its frame) is refused, never a second generator sharing the first one's state.
# expect: error NotImplementedError: copy.copy() of a 'generator' object is not supported in Pyrite
import copy
g = (x for x in range(3))
copy.copy(g)
