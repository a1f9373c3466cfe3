def chain_info(e):
    parts = []
    while e is not None:
        parts.append(f"{type(e).__name__}({e})")
        nxt = e.__cause__ if e.__cause__ is not None else e.__context__
        e = nxt
    return " <- ".join(parts)
try:
    try:
        try:
            raise KeyError("a")
        except KeyError:
            raise ValueError("b")
    except ValueError as v:
        raise TypeError("c") from v
except TypeError as t:
    print(chain_info(t))
try:
    try:
        raise KeyError("a")
    except KeyError as k:
        raise k
except KeyError as k2:
    print("re-raise same object:", k2.__context__)
try:
    try:
        raise ValueError("v")
    except ValueError:
        pass
    raise TypeError("after handler")
except TypeError as t:
    print("no context after completed handler:", t.__context__)
