def f(a: int, /, b: "str", *args: tuple, c: float = 1.0, **kw: dict) -> bool:
    return True
