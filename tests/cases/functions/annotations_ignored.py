def f(x: int, y: str = "a") -> bool:
    return x * y
print(f(3))
print(f(2, "xy"))
print(f("ab", 2))
def g(items: list[int], *args: float, flag: bool = False, **kw: str) -> None:
    return (items, args, flag, kw)
print(g("not a list", "x", flag="yes", k=1))
count: int = "not an int"
print(count)
def h(a: "some string annotation", b: 1 + 2 = 5) -> "ret":
    return a + b
print(h(1))
x: float
try:
    print(x)
except NameError as e:
    print(type(e).__name__, e)
def k(n: int) -> int:
    total: int = 0
    for i in range(n):
        total += i
    return total
print(k(5))
lam = lambda v: v
print(lam(1.5))
