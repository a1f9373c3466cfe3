class Tag:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print(f"<{self.name}>")
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        print(f"</{self.name}>")
        return False
with Tag("div") as t:
    print("inside, got", t)
with Tag("a"), Tag("b") as inner:
    print("nested", inner)
class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("no exception")
            return False
        print("exit saw", exc_type.__name__, exc)
        return issubclass(exc_type, self.types)
with Suppress(KeyError):
    {}["missing"]
print("after suppressed KeyError")
with Suppress(KeyError):
    pass
try:
    with Suppress(KeyError):
        raise ValueError("not suppressed")
except ValueError as e:
    print("propagated", e)
class NoEnter:
    pass
try:
    with NoEnter():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
