t = (5, 10, 15)
total = 0
for v in t:
    total += v
print(total)
for i in range(len(t)):
    print(i, t[i])
pairs = ((1, "one"), (2, "two"))
for n, name in pairs:
    print(n, name)
print([x * 2 for x in t])
print(tuple([x for x in t if x > 5]))
