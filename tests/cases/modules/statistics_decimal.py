# statistics over Decimal data: exact sums, results converted to Decimal in the current context.
from decimal import Decimal as D, getcontext, localcontext, Inexact, Rounded
import statistics as st

prices = [D("19.99"), D("5.25"), D("100.00"), D("42.10"), D("0.66")]
print(repr(st.mean(prices)), repr(st.median(prices)), repr(st.median_low(prices)), repr(st.median_high(prices)))
print(repr(st.variance(prices)), repr(st.pvariance(prices)), repr(st.mode([D("1.5"), D("2"), D("1.50")])))
print(st.multimode([D(1), D(2), D(2), D(1), D(3)]), st.fmean(prices), st.median_grouped(prices))
print(round(st.geometric_mean(prices), 9), repr(st.harmonic_mean(prices)))
print(repr(st.harmonic_mean([D("2.5"), D(4)], weights=[D(1), 3])), repr(st.harmonic_mean([D("0.5")])))
print(st.quantiles(prices), st.quantiles(prices, n=10, method="inclusive"))
print(repr(st.variance(prices, xbar=D(30))), repr(st.pvariance(prices, mu=D("33.6"))))
print(repr(st.median([D(1), D(2), D(3), D(4)])), repr(st.mean([D(1), 2, True])), repr(st.mean([3, D("0.5")])))

f = getcontext().flags
print(f[Inexact], f[Rounded])
getcontext().clear_flags()
print(repr(st.mean([D(1), D(2), D(4)])), f[Inexact], f[Rounded])

# the current context's precision and rounding decide the last digit
with localcontext(prec=5):
    print(repr(st.mean([D(1), D(2), D(4)])), repr(st.variance([D(1), D(2), D(4)])))
with localcontext(prec=50):
    print(repr(st.mean([D(1), D(2), D(4)])))
print(repr(st.mean([D("1E+30"), D("1E-30")])), repr(st.mean([D("-0.0"), D("0.00")])))

# errors
for fn, data in [(st.mean, []), (st.variance, [D(1)]), (st.median, []), (st.harmonic_mean, [D(-1), D(2)]), (st.mode, [])]:
    try:
        fn(data)
    except st.StatisticsError as e:
        print(fn.__name__, type(e).__name__, e)
try:
    st.mean([D(1), "2"])
except TypeError as e:
    print(type(e).__name__, e)
