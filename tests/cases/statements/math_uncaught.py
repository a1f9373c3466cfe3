from math import sqrt
def hypot(a, b):
    return sqrt(a * a + b * b)
print(hypot(3, 4))
print(sqrt(hypot(3, 4) - 10))
