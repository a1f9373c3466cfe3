class Ignore:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, self.types):
            print(f"suppressed {exc_type.__name__}: {exc}")
            self.caught = exc
            return True
        return False
with Ignore(ZeroDivisionError) as ig:
    print("before")
    1 / 0
    print("not reached")
print("after with", repr(ig.caught))
with Ignore(LookupError):
    [][0]
with Ignore(LookupError):
    {}["k"]
try:
    with Ignore(LookupError):
        int("x")
except ValueError as e:
    print("not suppressed:", e)
class Truthy:
    def __enter__(self):
        return None
    def __exit__(self, *a):
        return "non-empty string is truthy"
with Truthy():
    raise KeyError("swallowed by a truthy return")
print("continued")
def f():
    with Ignore(ValueError):
        raise ValueError("inside function")
    return "function continues after suppression"
print(f())
for i in range(3):
    with Ignore(ValueError):
        if i == 1:
            raise ValueError(i)
        print("iteration", i)
