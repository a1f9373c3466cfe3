def show(**kw):
    print(type(kw).__name__, kw)
    return sorted(kw)
print(show())
print(show(b=2, a=1))
def opts(name, **extra):
    parts = [name]
    for k, v in extra.items():
        parts.append(f"{k}={v}")
    return " ".join(parts)
print(opts("run"))
print(opts("run", verbose=True, level=3, z=None))
def everything(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(everything(1, c=3))
print(everything(1, 2, 3, 4, c=5, e=6))
print(everything(a=1, c=3, x=9))
def modify(**kw):
    kw["new"] = 1
    return kw
base = {"a": 1}
print(modify(**base), base)
def kw_name(**kw):
    return kw
print(kw_name(**{"with space": 1, "1": 2}))
