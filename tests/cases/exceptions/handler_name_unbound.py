try:
    raise ValueError("temp")
except ValueError as err:
    print("inside:", err)
try:
    print(err)
except NameError as e:
    print(type(e).__name__, e)
err = "preset"
try:
    raise KeyError("k")
except KeyError as err:
    pass
try:
    err
except NameError as e:
    print("preset name also deleted:", e)
def f():
    try:
        1 / 0
    except ZeroDivisionError as exc:
        saved = exc
    return saved
print(repr(f()))
def g():
    try:
        raise TypeError("t")
    except TypeError as exc:
        pass
    try:
        return exc
    except UnboundLocalError as e:
        return f"{type(e).__name__}: {e}"
print(g())
