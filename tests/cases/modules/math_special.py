# gamma and lgamma (CPython's Lanczos approximation), erf and erfc (glibc's), near their
# poles, overflow thresholds, integers and half-integers.
import math

def show(name, f, xs):
    out = []
    for x in xs:
        try:
            out.append(repr(f(x)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(name, out)

ints = [float(n) for n in range(-5, 30)] + [100.0, 170.0, 171.0, 171.5, 172.0, 200.0]
halves = [n + 0.5 for n in range(-25, 25)]
near = [-1e-20, 1e-20, -1e-21, 1e-300, -1e-310, 1e-320, -2.0000000001, -1.9999999999,
        -170.5, -171.5, -180.2, -200.5, -201.5, -1e10 - 0.5, 140.0, 139.9, 141.3, 5.0, 4.999,
        5.001, 5.524680040776729, 6.5, 1e308, -1e308, 2.5e305]
for name, f in [("gamma", math.gamma), ("lgamma", math.lgamma)]:
    show(name + " ints", f, ints)
    show(name + " halves", f, halves)
    show(name + " near", f, near)
grid = [i / 16 for i in range(-100, 101)] + [0.84374, 0.84376, 1.2499, 1.2501, 2.857142, 2.857143,
        5.99, 6.01, 27.9, 28.1, 1e-9, -1e-9, 3e-8, 1e-200, -1e-320]
show("erf", math.erf, grid)
show("erfc", math.erfc, grid)
print(math.erf(float("inf")), math.erf(float("-inf")), math.erfc(float("inf")), math.erfc(float("-inf")))
print(math.gamma(float("inf")), math.lgamma(float("inf")), math.lgamma(float("-inf")))
for bad in [0, 0.0, -0.0, -1, -2.0, -1e300, float("-inf")]:
    for f in (math.gamma, math.lgamma):
        try:
            print(f.__name__, bad, repr(f(bad)))
        except ValueError as e:
            print(f.__name__, bad, type(e).__name__, e)
for big in [171.7, 1000.0, 5e-324, -5e-324, 1e308]:
    for f in (math.gamma, math.lgamma):
        try:
            print(f.__name__, big, repr(f(big)))
        except OverflowError as e:
            print(f.__name__, big, type(e).__name__, e)
