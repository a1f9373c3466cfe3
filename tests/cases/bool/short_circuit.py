def t(x):
    print("t", x)
    return True
def f(x):
    print("f", x)
    return False
print(t(1) or t(2))
print(f(1) and t(2))
print(f(1) or t(2) or t(3))
print(t(1) and f(2) and t(3))
print(f(1) or f(2))
r = t(1) and t(2) or f(3)
print(r)
