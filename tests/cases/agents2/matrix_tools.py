# Small matrix and vector helpers with lists, zip, sum and functools.reduce, printed in an
# aligned table; determinant, transpose, multiplication, identity and Gaussian elimination with Fractions.
from fractions import Fraction
from functools import reduce
import operator


def transpose(m):
    return [list(r) for r in zip(*m)]


def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))


def show(m):
    w = max(len(str(x)) for r in m for x in r)
    for r in m:
        print(" ".join(f"{str(x):>{w}}" for x in r))


A = [[2, -1, 0], [1, 3, 2], [0, 1, 4]]
B = [[1, 0, 2], [0, 1, 0], [3, 0, 1]]
show(A)
show(transpose(A))
show(matmul(A, B))
print(det(A), det(B), det(matmul(A, B)) == det(A) * det(B))
I = [[int(i == j) for j in range(3)] for i in range(3)]
print(matmul(A, I) == A, [row[:] for row in I])


def solve(m, rhs):
    n = len(m)
    aug = [[Fraction(x) for x in row] + [Fraction(b)] for row, b in zip(m, rhs)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(aug[r][c]))
        aug[c], aug[p] = aug[p], aug[c]
        for r in range(n):
            if r != c:
                f = aug[r][c] / aug[c][c]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[c])]
    return [aug[i][n] / aug[i][i] for i in range(n)]


x = solve(A, [1, 2, 3])
print(x, [float(v) for v in x])
print([sum(a * b for a, b in zip(row, x)) for row in A])
v, w = [1, 2, 3], [4, 5, 6]
print(sum(map(operator.mul, v, w)), [a + b for a, b in zip(v, w)], reduce(operator.add, v), max(map(abs, [-5, 3])))
print([[0] * 3 for _ in range(2)], [[i * j for j in range(4)] for i in range(3)][2], list(map(list, zip(*[[1, 2], [3, 4], [5, 6]]))))
grid = [[0] * 3] * 2
grid[0][0] = 9
print(grid)
flat = [x for row in A for x in row]
print(flat, sorted(flat, reverse=True)[:3], sum(flat) / len(flat), divmod(sum(flat), len(flat)))
