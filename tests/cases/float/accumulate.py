s = 0.0
for i in range(1, 101):
    s += 1.0 / i
print(s)
t = 0.0
i = 0
while i < 10:
    t += 0.1
    i += 1
print(t)
print(t == 1.0)
x = 1.0
for _ in range(60):
    x /= 2
print(x)
y = 1.0
for _ in range(10):
    y = y * 1.1
print(y)
print(sum([0.1] * 10))
