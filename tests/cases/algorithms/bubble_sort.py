def bubble(xs):
    xs = xs[:]
    n = len(xs)
    swaps = 0
    for i in range(n):
        for j in range(n - 1 - i):
            if xs[j] > xs[j + 1]:
                xs[j], xs[j + 1] = xs[j + 1], xs[j]
                swaps += 1
    return xs, swaps
print(bubble([5, 2, 9, 1, 5, 6]))
print(bubble(["pear", "apple", "fig"]))
print(bubble([3.5, -1, 2**70, 0]))
print(bubble([]))
print(bubble([(2, "b"), (1, "z"), (2, "a")]))
