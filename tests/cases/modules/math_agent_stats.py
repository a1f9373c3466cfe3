# Agent-style statistics by hand: mean, variance, standard deviation, geometric mean,
# z-scores, a normal CDF with erf, log-likelihoods with lgamma, with fsum and prod.
import math

data = [12.5, 14.1, 9.8, 15.6, 11.2, 13.3, 10.9, 14.8, 12.0, 13.7, 16.2, 8.9]
n = len(data)
mean = math.fsum(data) / n
var = math.fsum((x - mean) ** 2 for x in data) / (n - 1)
sd = math.sqrt(var)
print(f"n={n} mean={mean!r} var={var!r} sd={sd!r}")
gmean = math.prod(data) ** (1 / n)
gmean_log = math.exp(math.fsum(math.log(x) for x in data) / n)
print(repr(gmean), repr(gmean_log), math.isclose(gmean, gmean_log))
hmean = n / math.fsum(1 / x for x in data)
print(repr(hmean), hmean < gmean < mean)
zs = [(x - mean) / sd for x in data]
print([round(z, 4) for z in zs])

def norm_cdf(x, mu=0.0, sigma=1.0):
    return 0.5 * (1 + math.erf((x - mu) / (sigma * math.sqrt(2))))

for x in (8, 10, 12.5, 15, 17):
    print(x, repr(norm_cdf(x, mean, sd)), repr(0.5 * math.erfc(-(x - mean) / (sd * math.sqrt(2)))))

def poisson_logpmf(k, lam):
    return k * math.log(lam) - lam - math.lgamma(k + 1)

counts = [3, 5, 2, 4, 6, 3, 1, 4]
lam = math.fsum(counts) / len(counts)
ll = math.fsum(poisson_logpmf(k, lam) for k in counts)
print(repr(lam), repr(ll), repr(math.exp(poisson_logpmf(3, lam))))

def binom_pmf(k, n, p):
    return math.comb(n, k) * p ** k * (1 - p) ** (n - k)

pm = [binom_pmf(k, 20, 0.3) for k in range(21)]
print(repr(math.fsum(pm)), repr(max(pm)), pm.index(max(pm)))
print(repr(math.gamma(5)), repr(math.gamma(0.5) ** 2), math.isclose(math.gamma(0.5) ** 2, math.pi))
xs = [1, 2, 3, 4, 5, 6]
ys = [2.1, 3.9, 6.2, 7.8, 10.1, 12.2]
mx, my = math.fsum(xs) / 6, math.fsum(ys) / 6
sxy = math.fsum((x - mx) * (y - my) for x, y in zip(xs, ys))
sxx = math.fsum((x - mx) ** 2 for x in xs)
syy = math.fsum((y - my) ** 2 for y in ys)
slope = sxy / sxx
print(f"slope={slope!r} intercept={my - slope * mx!r} r={sxy / math.sqrt(sxx * syy)!r}")
rates = [1.05, 0.97, 1.12, 1.03, 0.99]
growth = math.prod(rates, start=1000.0)
print(repr(growth), repr(math.prod(rates) ** (1 / len(rates)) - 1), repr(math.log1p(0.05) * 12), repr(math.expm1(0.01)))
