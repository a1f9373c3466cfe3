grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid)
print(grid[1][2], grid[-1][-1])
grid[2][0] = -1
print(grid)
for row in grid:
    print(row, sum(row))
t = [row[1] for row in grid]
print(t)
deep = [1, [2, [3, [4, [5]]]]]
print(deep[1][1][1][1][0])
print(len(deep), len(deep[1]))
