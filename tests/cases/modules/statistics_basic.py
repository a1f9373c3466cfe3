# statistics over ints, floats, Fractions, bools and mixes; errors and their messages.
import statistics as st
from fractions import Fraction as F
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
ints = [1, 3, 4, 4, 7, 9, 12, 15, 2, 8]
fr = [F(1, 3), F(2, 7), F(5, 4), F(-1, 2)]
for f in [st.mean, st.median, st.median_low, st.median_high, st.median_grouped, st.mode, st.multimode, st.pstdev, st.pvariance, st.stdev, st.variance, st.fmean, st.geometric_mean, st.harmonic_mean]:
    for d in [data, ints, fr[:3], [True, False, True], [1, 2.5, F(1, 2)]]:
        try:
            print(f.__name__, repr(f(d)))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
print(st.quantiles(ints), st.quantiles(ints, n=10), st.quantiles(data, method='inclusive'), st.quantiles(fr, n=3))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]; y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.correlation(x, y), st.covariance(x, y), st.linear_regression(x, y), st.linear_regression(x, y, proportional=True))
lr = st.linear_regression(x, y); print(lr.slope, lr.intercept, lr[0], len(lr), tuple(lr))
print(st.variance(ints, 6), st.pvariance(fr, F(1, 4)), st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([1, float('inf')]) if False else 0)
print(st.fmean([3.5, 4.0, 5.25], weights=[1, 2, 3]), st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([1, 0, 2]), st.mean([1, float('inf')]), st.mean([float('nan'), 1]))
for f, d in [(st.mean, []), (st.median, []), (st.mode, []), (st.variance, [1]), (st.pvariance, []), (st.stdev, [1]), (st.pstdev, []), (st.fmean, []), (st.geometric_mean, [0]), (st.harmonic_mean, [-1]), (st.harmonic_mean, []), (st.quantiles, [1]), (st.mean, ['a']), (st.correlation, [1]), (st.stdev, [1, float('inf')])]:
    try:
        print(f(d))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
try: st.correlation([1, 1, 1], [1, 2, 3])
except st.StatisticsError as e: print('SE', e, isinstance(e, ValueError))
try: st.linear_regression([1, 1], [1, 2])
except ValueError as e: print(type(e).__name__, e)
try: st.covariance([1, 2], [1])
except ValueError as e: print(type(e).__name__, e)
try: st.quantiles([1, 2], n=0)
except ValueError as e: print(type(e).__name__, e)
try: st.quantiles([1, 2], method='x')
except ValueError as e: print(type(e).__name__, e)
print(st.mode(['a', 'b', 'b', 'c']), st.multimode('aabbbbccddddeeffffgg'), st.median(['b', 'a', 'c']))
print(st.StatisticsError, issubclass(st.StatisticsError, ValueError))
print(st.mean(range(1, 100)), st.mean(x for x in [1, 2, 3, 4]), st.variance([F(1, 2), 0.5, 2]))
