def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return f"a={a} b={b} c={c} args={args} d={d} e={e} kw={kw}"
print(f(1, d=4))
print(f(1, 20, 30, 40, 50, d=4))
print(f(1, c=30, d=4, z=0))
print(f(1, 2, 3, d=4, e=6, b=99))
def tag(text):
    print("eval", text)
    return text
def g(*args, **kw):
    return len(args), sorted(kw)
print(g(tag("p1"), tag("p2"), k1=tag("k1"), *[tag("star")], k2=tag("k2")))
def defaults_shared():
    def inner(lst=[]):
        lst.append(1)
        return len(lst)
    return inner
i1 = defaults_shared()
i2 = defaults_shared()
print(i1(), i1(), i2())
