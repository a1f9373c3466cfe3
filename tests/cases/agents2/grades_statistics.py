# Class grades with statistics, bisect and heapq: summaries, quantiles, letter grades,
# top-k students and a running median.
import statistics as st
import bisect
import heapq
from fractions import Fraction

scores = {"ann": [88, 92, 79], "bo": [65, 70, 58], "cy": [95, 98, 100], "di": [72, 85, 91], "ed": [50, 61, 70], "flo": [88, 88, 90]}
avg = {n: st.mean(s) for n, s in scores.items()}
print(avg)
print({n: round(st.fmean(s), 3) for n, s in scores.items()})
all_scores = sorted(x for s in scores.values() for x in s)
print(all_scores)
print(st.mean(all_scores), st.median(all_scores), st.median_low(all_scores), st.median_high(all_scores))
print(st.mode(all_scores), st.multimode(all_scores), st.multimode("aabbc"))
print(st.pstdev(all_scores), st.stdev(all_scores))
print(st.pvariance(all_scores), st.variance(all_scores))
print(st.quantiles(all_scores, n=4), st.quantiles(all_scores, n=10, method="inclusive"))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.median([1, 3, 5, 7]), st.mean([1.5, 2.5]))
print(st.harmonic_mean([40, 60]), st.geometric_mean([1, 4, 16]) if hasattr(st, "geometric_mean") else "")
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
cuts, letters = [60, 70, 80, 90], "FDCBA"
print({n: letters[bisect.bisect_right(cuts, a)] for n, a in avg.items()})
print(heapq.nlargest(3, avg.items(), key=lambda kv: kv[1]))
print(heapq.nsmallest(2, avg, key=avg.get))
low, high = [], []
medians = []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2]:
    heapq.heappush(low, -heapq.heappushpop(high, x))
    if len(low) > len(high):
        heapq.heappush(high, -heapq.heappop(low))
    medians.append(high[0] if len(high) > len(low) else (high[0] - low[0]) / 2)
print(medians)
h = [(3, "c"), (1, "a"), (2, "b")]
heapq.heapify(h)
print(h, heapq.heappop(h), heapq.heapreplace(h, (0, "z")), h)
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge(["b", "a"], ["c"], key=str.upper)))
r = st.correlation([1, 2, 3, 4], [2, 4, 5, 9]) if hasattr(st, "correlation") else 0
print(round(r, 10))
lr = st.linear_regression([1, 2, 3, 4], [3, 5, 7, 9])
print(lr.slope, lr.intercept)
nd = st.NormalDist(70, 10)
print(round(nd.cdf(85), 6), round(nd.inv_cdf(0.9), 6), nd.mean, nd.stdev)
