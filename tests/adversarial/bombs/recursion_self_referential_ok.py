# Self-referential containers print as CPython prints them.
# expect: ok
# stdout: [1, [...]] {'k': {...}} True
a = [1]
a.append(a)
d = {}
d["k"] = d
print(a, d, a == a)
