# math.comb exists in CPython but not (yet) in Pyrite: reading it is refused, as `from math
# import comb` is, never a false AttributeError.
# expect: error NotImplementedError: math.comb is not supported
import math
print(math.comb(5, 2))
