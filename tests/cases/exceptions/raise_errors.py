try:
    raise 42
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise "string"
except TypeError as e:
    print(type(e).__name__, e)
class NotAnException:
    pass
try:
    raise NotAnException
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise ValueError from 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    try:
        raise KeyError("inner")
    except (KeyError, 7):
        print("not reached: every tuple item is checked")
except TypeError as e:
    print("tuple with a non-class:", e)
try:
    try:
        raise ValueError("x")
    except 7:
        pass
except TypeError as e:
    print(type(e).__name__, e)
