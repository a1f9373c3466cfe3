def a(n):
    return b(n + 1)
def b(n):
    return a(n + 1)
a(0)
