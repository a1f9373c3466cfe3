for x in range(-2, 3):
    print(x, "pos" if x > 0 else "zero" if x == 0 else "neg")
a = 5
b = a if a > 3 else -a
print(b)
print((1 if True else 2) + (10 if False else 20))
print([("even" if i % 2 == 0 else "odd") for i in range(4)])
