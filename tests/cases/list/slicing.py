a = list(range(10))
print(a[2:5], a[:3], a[7:])
print(a[::2], a[1::3], a[::-1])
print(a[8:2:-2], a[-3:], a[:-7])
print(a[100:], a[-100:2])
b = a[:]
b[0] = 99
print(a[0], b[0])
c = a[2:4]
c.append(7)
print(a[2:5], c)
print(a[5:1], a[::-4])
