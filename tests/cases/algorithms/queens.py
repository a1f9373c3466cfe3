def ok(cols, row, c):
    for r in range(row):
        d = cols[r] - c
        if d == 0 or d == row - r or d == r - row:
            return False
    return True
def place(cols, row, n):
    if row == n:
        return 1
    total = 0
    for c in range(n):
        if ok(cols, row, c):
            cols[row] = c
            total += place(cols, row + 1, n)
    return total
for n in range(1, 8):
    print(n, place([0] * n, 0, n))
