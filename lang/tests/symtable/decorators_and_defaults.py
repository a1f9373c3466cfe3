def deco(f):
    return f
limit = 10
@deco
def f(a, b=limit, *, c=limit + 1):
    return a + b + c
