def add(a, b):
    return a + b
print(add(1, 2), add("x", "y"), add([1], [2]))
def noret():
    x = 1
print(noret())
def multi():
    return 1, 2, 3
print(multi())
a, b, c = multi()
print(a + b + c)
def early(n):
    if n < 0:
        return "neg"
    return "nonneg"
print(early(-1), early(1))
