"""Small linear algebra toolkit with lists: multiply, transpose, determinant, solve, stats."""
from functools import reduce
from itertools import product, permutations, starmap
from operator import mul
import math

Matrix = list[list[float]]


def shape(m: Matrix) -> tuple[int, int]:
    return len(m), len(m[0]) if m else 0


def transpose(m: Matrix) -> Matrix:
    return [list(col) for col in zip(*m)]


def matmul(a: Matrix, b: Matrix) -> Matrix:
    if shape(a)[1] != shape(b)[0]:
        raise ValueError(f"cannot multiply {shape(a)} by {shape(b)}")
    bt = transpose(b)
    return [[sum(starmap(mul, zip(row, col))) for col in bt] for row in a]


def det(m: Matrix) -> float:
    n = len(m)
    total = 0
    for perm in permutations(range(n)):
        inversions = sum(1 for i, j in product(range(n), repeat=2) if i < j and perm[i] > perm[j])
        sign = -1 if inversions % 2 else 1
        total += sign * reduce(mul, (m[i][perm[i]] for i in range(n)), 1)
    return total


def solve(a: Matrix, b: list[float]) -> list[float]:
    n = len(a)
    aug = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(aug[r][col]))
        if math.isclose(aug[pivot][col], 0.0, abs_tol=1e-12):
            raise ZeroDivisionError("matrix is singular")
        aug[col], aug[pivot] = aug[pivot], aug[col]
        for r in range(n):
            if r != col:
                f = aug[r][col] / aug[col][col]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[col])]
    return [aug[i][n] / aug[i][i] for i in range(n)]


def show(m: Matrix, name: str) -> None:
    print(f"{name} {shape(m)}:")
    for row in m:
        print("  [" + " ".join(f"{x:8.3f}" for x in row) + "]")


A = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
B = [[1, 0], [0, 1], [4, -2]]
show(matmul(A, B), "A@B")
show(transpose(B), "B^T")
print("det(A) =", det(A), " det(I3) =", det([[1, 0, 0], [0, 1, 0], [0, 0, 1]]))
x = solve(A, [8, -11, -3])
print("solution:", [round(v, 10) for v in x])
check = matmul(A, [[v] for v in x])
print("check:", [round(r[0], 9) for r in check])
for bad in ((A, [[1, 2]]), ):
    try:
        matmul(*bad)
    except ValueError as e:
        print("error:", e)
try:
    solve([[1, 2], [2, 4]], [3, 6])
except ZeroDivisionError as e:
    print("error:", e)
I = [[float(i == j) for j in range(3)] for i in range(3)]
print(matmul(I, A) == A, [[int(v) for v in row] for row in I])
vec = [3.0, 4.0, 12.0]
norm = math.sqrt(sum(v * v for v in vec))
print(f"norm {norm}, unit {[round(v / norm, 4) for v in vec]}, hypot {math.hypot(*vec)}")
angle = math.degrees(math.acos(sum(a * b for a, b in zip([1, 0], [1, 1])) / math.sqrt(2)))
print(f"angle {angle:.6f} deg; {math.radians(180) == math.pi}; {math.atan2(1, -1):.6f}")
print(f"{math.sin(math.pi / 6):.15f} {math.cos(math.pi):.1f} {math.tan(math.pi / 4):.15f} {math.sqrt(2):.17g}")
