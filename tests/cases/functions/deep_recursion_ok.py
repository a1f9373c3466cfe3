def down(n):
    if n == 0:
        return 0
    return down(n - 1) + 1
print(down(500))
print(down(990))
def sum_list(xs, i):
    if i == len(xs):
        return 0
    return xs[i] + sum_list(xs, i + 1)
print(sum_list(list(range(800)), 0))
