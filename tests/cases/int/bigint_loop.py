n = 1
i = 1
while i <= 30:
    n = n * i
    i = i + 1
print(n)
f = 1
for k in range(1, 60):
    f *= k
print(f)
print(f % 1000003)
print(f // 10**70)
a, b = 0, 1
for _ in range(150):
    a, b = b, a + b
print(a)
x = 2**200
while x > 1:
    x //= 3
print(x)
print(len(str(2**1000)))
