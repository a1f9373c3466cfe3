@d
def f(p: P, /, a: A, *v: V, k: K, **w: W) -> R:
    pass
