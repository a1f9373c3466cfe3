a = [1, 2, 3]
b = a
b.append(4)
print(a, b, a is b)
c = list(a)
c.append(5)
print(a, c, a is c, a == c[:4])
m = [[0] * 3] * 2
m[0][0] = 1
print(m)
n = [[0] * 3 for _ in range(2)]
n[0][0] = 1
print(n)
x = [1, 2]
x += [3]
print(x)
y = x
y += [4]
print(x)
y = y + [5]
print(x, y)
