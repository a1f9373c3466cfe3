def matmul(a, b):
    n = len(a)
    m = len(b[0])
    k = len(b)
    return [[sum([a[i][x] * b[x][j] for x in range(k)]) for j in range(m)] for i in range(n)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
a = [[1, 2], [3, 4]]
print(matmul(a, a))
print(matmul(a, identity(2)) == a)
p = identity(2)
fibm = [[1, 1], [1, 0]]
for _ in range(90):
    p = matmul(p, fibm)
print(p[0][1])
print(matmul([[0.5, 1.5]], [[2.0], [4.0]]))
