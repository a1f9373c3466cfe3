a = [0] * 5
for i in range(5):
    a[i] = i * 10
print(a)
a[-1] = -1
a[-5] = -5
print(a)
a[2] += 7
print(a)
a[1], a[3] = a[3], a[1]
print(a)
b = [[0, 0], [0, 0]]
b[1][0] = 5
b[0][1] += 3
print(b)
