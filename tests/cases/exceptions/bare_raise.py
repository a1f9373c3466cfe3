def risky():
    raise ValueError("original message")
def wrapper():
    try:
        risky()
    except ValueError:
        print("logging, then re-raising")
        raise
try:
    wrapper()
except ValueError as e:
    print("caught again:", type(e).__name__, e)
def reraise_after_other():
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            raise TypeError("inner")
        except TypeError:
            print("inner handled")
        raise
try:
    reraise_after_other()
except KeyError as e:
    print("re-raised the outer:", repr(e))
def conditional(n):
    try:
        return 10 // n
    except ZeroDivisionError:
        if n == 0:
            print("zero: re-raise")
            raise
        return -1
try:
    conditional(0)
except ZeroDivisionError as e:
    print(e)
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
