def a(x):
    return b(x - 1)
def b(x):
    return 10 // x
print(a(2))
print(a(1))
