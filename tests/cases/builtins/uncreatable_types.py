# Calling the types of values a script cannot construct: the singletons' types return their
# singleton; function and traceback types fail on the object no script can make, with
# CPython's argument errors in CPython's order; types.UnionType cannot be instantiated.
print(type(None)() is None, type(NotImplemented)() is NotImplemented, type(...)() is ...)
for t in [type(None), type(NotImplemented), type(...)]:
    for args, kws in [((1,), {}), ((), {"a": 1})]:
        try:
            t(*args, **kws)
        except TypeError as e:
            print("TypeError:", e)
F = type(lambda: 0)
for a, k in [((), {}), (("x",), {}), (("x", {}), {}), ((None, {}), {}), ((1, 2, 3, 4, 5, 6, 7), {}),
             ((), {"x": 1}), (("x",), {"code": 1}), (("x", {}), {"x": 1})]:
    try:
        F(*a, **k)
    except TypeError as e:
        print("TypeError:", e)
try:
    1 / 0
except ZeroDivisionError as e:
    T = type(e.__traceback__)
for a, k in [((), {}), ((None,), {}), ((None, None), {}), ((None, None, 0, 0), {}),
             ((5, None, 0, 0), {}), ((None, 5, 0, 0), {}), ((1, 2, 3, 4, 5), {}),
             ((), {"tb_next": None, "tb_frame": None, "tb_lasti": 0, "tb_lineno": 0})]:
    try:
        T(*a, **k)
    except TypeError as e:
        print("TypeError:", e)
U = type(int | None)
try:
    U(1)
except TypeError as e:
    print("TypeError:", e)
