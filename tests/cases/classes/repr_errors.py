class BadStr:
    def __str__(self):
        return 42
class BadRepr:
    def __repr__(self):
        return None
try:
    str(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([BadRepr()])
except TypeError as e:
    print(type(e).__name__, e)
class Raises:
    def __repr__(self):
        raise ValueError("repr failed")
try:
    repr(Raises())
except ValueError as e:
    print(type(e).__name__, e)
try:
    f"{Raises()!r}"
except ValueError as e:
    print("f-string:", e)
print("done")
