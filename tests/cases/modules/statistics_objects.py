# LinearRegression as a named tuple, StatisticsError as a class, copy of Fractions, Fraction keys.
import copy
import statistics as st
from fractions import Fraction

lr = st.linear_regression([1, 2, 3, 4], [2, 4.5, 6, 8.5])
print(lr, lr.slope, lr.intercept, lr[1], len(lr), list(lr), lr == (lr.slope, lr.intercept))
slope, intercept = lr
print(slope, intercept, type(lr).__name__, isinstance(lr, tuple) if False else "-")
try:
    lr.slope = 2
except AttributeError as e:
    print(type(e).__name__, e)
try:
    raise st.StatisticsError("custom")
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, st.StatisticsError))
f = Fraction(2, 3)
print(copy.copy(f) is f, copy.deepcopy([f, {f: 1}]))
try:
    f.numerator = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    f.extra = 1
except AttributeError as e:
    print(type(e).__name__, e)
d = {1: "int", 0.5: "float"}
d[Fraction(1)] = "frac one"
d[Fraction(1, 2)] = "frac half"
print(d, Fraction(1) in {1}, Fraction(1, 4) in {0.25})
print(st.mean([Fraction(1, 3)] * 3), st.median([Fraction(1, 3), Fraction(1, 2)]), st.mode([Fraction(1, 2), 0.5, 1]))
print(st.pvariance(range(10)), st.stdev(range(1, 10, 2)), st.fmean(iter([1, 2, 3])))
print(st.quantiles(range(1, 101), n=10), st.quantiles([1, 2], n=1))
print(st.harmonic_mean([2.5, 3, 10]), st.geometric_mean([54, 24, 36]), st.median_grouped([52, 52, 53, 54], interval=2))
print(st.multimode([]), st.multimode([1, 1, 2, 2]), st.variance([Fraction(1, 4), Fraction(5, 4), Fraction(1, 2)], Fraction(1, 2)))
