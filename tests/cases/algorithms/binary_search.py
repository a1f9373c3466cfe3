def bsearch(xs, target):
    lo = 0
    hi = len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid, steps
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
data = [x * 3 for x in range(1000)]
for t in [0, 3, 2997, 1500, 1501, -5, 5000]:
    print(t, bsearch(data, t))
