a = "foo"
b = "bar"
print(a + b)
print(a * 3)
print(3 * b)
print(repr(a * 0), repr(a * -2))
print("-" * 20)
c = ""
for i in range(5):
    c = c + str(i)
print(c)
c += "!"
print(c)
d = "ab"
d *= 3
print(d)
print("x" + "" + "y")
print(len("abc" * 100))
