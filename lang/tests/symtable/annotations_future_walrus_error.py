from __future__ import annotations
def f(x: (y := 1)):
    pass
