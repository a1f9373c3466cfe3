# An uncaught math error ends the run with CPython's traceback.
import math

print(math.comb(10, 3))
print(math.gamma(0.5))
values = [4.0, 9.0, -1.0]
roots = [math.sqrt(v) for v in values]
print(roots)
