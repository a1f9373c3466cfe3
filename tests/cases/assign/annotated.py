x: int = 5
print(x)
y: str = "s"
print(y)
def f(a: int, b: str = "d") -> str:
    return str(a) + b
print(f(1), f(2, "e"))
z: list = []
z.append(1)
print(z)
