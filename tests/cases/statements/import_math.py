import math
from math import sqrt, floor, ceil, pi
print(math.sqrt(16), sqrt(2))
print(math.floor(3.7), floor(-3.2), math.ceil(3.2), ceil(-3.7))
print(math.pi, pi, math.pi == pi)
print(round(pi, 4), f"{pi:.3f}")
print(type(floor(2.5)).__name__, type(sqrt(4)).__name__)
print(floor(5), ceil(5), sqrt(0))
print(math.floor(-0.5), math.ceil(-0.5))
print(sqrt(10 ** 10), floor(1e15 + 0.5))
print(math.ceil(2 ** 60 + 0.0) == 2 ** 60)
from math import sqrt as root
print(root(81))
import math as m
print(m.floor(m.pi * 100))
try:
    sqrt(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    floor(float("inf"))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    ceil(float("nan"))
except ValueError as e:
    print(type(e).__name__, e)
try:
    sqrt("4")
except TypeError as e:
    print(type(e).__name__, e)
print(type(math).__name__, math.__name__)
