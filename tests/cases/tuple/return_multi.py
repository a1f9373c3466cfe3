def minmax(xs):
    lo = xs[0]
    hi = xs[0]
    for x in xs:
        if x < lo:
            lo = x
        if x > hi:
            hi = x
    return lo, hi
print(minmax([3, 9, -2, 7]))
lo, hi = minmax([5])
print(lo, hi)
r = minmax("hello")
print(r, r[0] + r[1])
def pair():
    return (1, 2), (3, 4)
(a, b), (c, d) = pair()
print(a, b, c, d)
