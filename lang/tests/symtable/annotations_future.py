from __future__ import annotations
def f(a: A, b: lambda: B) -> R:
    v: V = 1
    return v
x: X
