def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
moves = []
def hanoi(n, src, dst, via):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst)
    moves.append(f"{src}->{dst}")
    hanoi(n - 1, via, dst, src)
hanoi(3, "A", "C", "B")
print(len(moves), moves)
def flatten(x):
    if isinstance(x, list):
        out = []
        for item in x:
            out.extend(flatten(item))
        return out
    return [x]
print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))
def perms(s):
    if len(s) <= 1:
        return [s]
    out = []
    for i, c in enumerate(s):
        for p in perms(s[:i] + s[i + 1:]):
            out.append(c + p)
    return out
print(perms("abc"))
def power_set(xs):
    if not xs:
        return [[]]
    rest = power_set(xs[1:])
    return rest + [[xs[0]] + r for r in rest]
print(power_set([1, 2, 3]))
def depth(x):
    if isinstance(x, (list, tuple)) and x:
        return 1 + max(depth(i) for i in x)
    return 0
print(depth([1, (2, [3]), []]))
def digits_sum(n):
    return n if n < 10 else digits_sum(sum(int(c) for c in str(n)))
print(digits_sum(987654321))
