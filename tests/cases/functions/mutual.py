def a(n):
    if n <= 0:
        return "a-done"
    return b(n - 1)
def b(n):
    if n <= 0:
        return "b-done"
    return a(n - 1)
print(a(5), a(4), b(3))
def later():
    return helper() + 1
def helper():
    return 41
print(later())
