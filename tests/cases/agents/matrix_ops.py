"""A small Matrix class: multiplication, transpose, determinant, Gaussian elimination."""
from typing import List, Tuple


class MatrixError(Exception):
    pass


class Matrix:
    def __init__(self, rows: List[List[float]]) -> None:
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise MatrixError("rows must be non-empty and equally long")
        self.rows = [list(r) for r in rows]

    @classmethod
    def identity(cls, n: int) -> "Matrix":
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self) -> Tuple[int, int]:
        return len(self.rows), len(self.rows[0])

    def __repr__(self) -> str:
        return f"Matrix({self.rows})"

    def __str__(self) -> str:
        width = max(len(fmt(x)) for r in self.rows for x in r)
        return "\n".join("[ " + " ".join(fmt(x).rjust(width) for x in r) + " ]" for r in self.rows)

    def __eq__(self, other) -> bool:
        return isinstance(other, Matrix) and self.rows == other.rows

    def __add__(self, other: "Matrix") -> "Matrix":
        if self.shape != other.shape:
            raise MatrixError(f"cannot add {self.shape} and {other.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __matmul__(self, other: "Matrix") -> "Matrix":
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise MatrixError(f"cannot multiply {self.shape} by {other.shape}")
        cols = other.transpose().rows
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def transpose(self) -> "Matrix":
        return Matrix([list(col) for col in zip(*self.rows)])

    def det(self) -> float:
        n, m = self.shape
        if n != m:
            raise MatrixError("determinant needs a square matrix")
        if n == 1:
            return self.rows[0][0]
        if n == 2:
            (a, b), (c, d) = self.rows
            return a * d - b * c
        total = 0
        for j, x in enumerate(self.rows[0]):
            minor = Matrix([r[:j] + r[j + 1:] for r in self.rows[1:]])
            total += (-1) ** j * x * minor.det()
        return total


def fmt(x: float) -> str:
    if isinstance(x, float):
        return f"{x:.3f}".rstrip("0").rstrip(".") if x != int(x) else str(int(x))
    return str(x)


def solve(a: Matrix, b: List[float]) -> List[float]:
    n = a.shape[0]
    aug = [row[:] + [v] for row, v in zip(a.rows, b)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(aug[r][col]))
        if abs(aug[pivot][col]) < 1e-12:
            raise MatrixError("singular matrix")
        aug[col], aug[pivot] = aug[pivot], aug[col]
        for r in range(n):
            if r != col:
                factor = aug[r][col] / aug[col][col]
                aug[r] = [x - factor * y for x, y in zip(aug[r], aug[col])]
    return [round(aug[i][n] / aug[i][i], 6) for i in range(n)]


def main() -> None:
    a = Matrix([[1, 2], [3, 4]])
    b = Matrix([[0, 1], [1, 0]])
    print(a @ b)
    print(repr(a + b), a.shape, a.transpose())
    print("identity check:", a @ Matrix.identity(2) == a)
    m3 = Matrix([[2, -3, 1], [2, 0, -1], [1, 4, 5]])
    print("det:", m3.det(), "det(T):", m3.transpose().det())
    print("solution:", solve(m3, [4, 8, 21]))
    print(Matrix([[0.5, 1.25], [10, -2]]))
    rect = Matrix([[1, 2, 3], [4, 5, 6]])
    print((rect @ rect.transpose()).rows, (rect.transpose() @ rect).shape)
    for bad in [lambda: a + rect, lambda: rect @ rect, lambda: rect.det(),
                lambda: Matrix([[1, 2], [3]]), lambda: solve(Matrix([[1, 2], [2, 4]]), [1, 2])]:
        try:
            bad()
        except MatrixError as e:
            print("error:", e)


if __name__ == "__main__":
    main()
