# pyrite-refuses: ModuleNotFoundError: module 'no_such_module_here' is not available in Pyrite (available modules: abc, dataclasses, math, typing)
# pyrite-no-python
import math
print("math imported:", math.floor(2.5))
import no_such_module_here
print("not reached")
