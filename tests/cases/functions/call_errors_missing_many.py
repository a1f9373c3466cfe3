def three(a, b, c):
    return a
def kw3(*, x, y, z):
    return x
def mixed(a, b, *, c, d):
    return a
def pos(a, b, c, /):
    return a
for f, args, kwargs in [
    (three, (), {}),
    (three, (1,), {}),
    (kw3, (), {}),
    (kw3, (), {"y": 1}),
    (mixed, (1,), {}),
    (mixed, (1, 2), {"d": 4}),
    (pos, (), {"a": 1, "b": 2, "c": 3}),
    (pos, (1,), {"b": 2, "c": 3}),
    (three, (1, 2, 3, 4, 5), {}),
    (mixed, (1, 2, 3), {"c": 3, "d": 4}),
]:
    try:
        f(*args, **kwargs)
    except TypeError as e:
        print(e)
