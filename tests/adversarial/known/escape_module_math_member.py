# math.comb exists in CPython (it prints 10); Pyrite's module object answers a false
# AttributeError. `from math import comb` is refused before the run; the attribute should be
# refused as well.
# Where: runtime/src/vm/module.rs `module_attr`.
# expect: error NotImplementedError: math.comb is not supported
# now: error AttributeError: module 'math' has no attribute 'comb'
import math
print(math.comb(5, 2))
