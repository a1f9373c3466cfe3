print({1, 1.0, True})
print({1.0, 1, True})
print({0, 0.0, False, -0.0})
print(len({2, 2.0, 4 // 2}))
print({1, 2} == {1.0, 2.0}, {True} == {1})
print(1.0 in {1}, True in {1}, 2 in {2.0})
s = {1.5}
s.add(3 / 2)
print(s)
print({2 ** 53, 2.0 ** 53}, {2 ** 53 + 1, 2.0 ** 53})
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d)
print({10, 10.0} | {10})
