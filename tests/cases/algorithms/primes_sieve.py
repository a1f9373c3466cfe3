def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    p = 2
    while p * p <= n:
        if flags[p]:
            for m in range(p * p, n + 1, p):
                flags[m] = False
        p += 1
    return [i for i in range(n + 1) if flags[i]]
ps = sieve(200)
print(ps)
print(len(sieve(10000)), sum(sieve(10000)))
gaps = {}
for i in range(1, len(ps)):
    g = ps[i] - ps[i - 1]
    gaps[g] = gaps.get(g, 0) + 1
print(gaps)
