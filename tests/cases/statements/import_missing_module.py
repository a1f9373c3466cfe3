import math
print("math imported:", math.floor(2.5))
import no_such_module_here
print("not reached")
