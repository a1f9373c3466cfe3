def c(n):
    print("c start")
    if n < 0:
        raise ValueError(f"negative: {n}")
    print("c end")
    return n
def b(n):
    try:
        return c(n) * 2
    finally:
        print("b finally")
def a(n):
    print("a calls b")
    r = b(n)
    print("a got", r)
    return r
print(a(3))
try:
    a(-1)
except ValueError as e:
    print("top caught:", e)
def deep(n):
    if n == 0:
        raise LookupError("bottom")
    try:
        deep(n - 1)
    except LookupError as e:
        raise LookupError(f"{e} < {n}")
try:
    deep(3)
except LookupError as e:
    print(e)
