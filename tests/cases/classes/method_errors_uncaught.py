class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def get(self, r, c):
        return self.rows[r][c]
    def trace(self):
        return sum(self.get(i, i) for i in range(len(self.rows) + 1))
m = Matrix([[1, 2], [3, 4]])
print(m.get(1, 0))
print(m.trace())
