a = {}
a['x'] = a
print(a)
t = [1]
t.append((t,))
print(t)
