for i in range(5):
    pass
print(i)
for i in range(10, 12):
    x = i * 2
print(i, x)
total = 0
for v in [1, 2, 3]:
    total += v
    v = 100
print(total, v)
n = 3
while n:
    n -= 1
print(n)
