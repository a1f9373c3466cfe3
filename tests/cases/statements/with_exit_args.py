class Inspect:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("clean exit:", exc_type, exc, tb)
        else:
            print("type:", exc_type.__name__)
            print("value:", repr(exc), isinstance(exc, exc_type))
            print("traceback present:", tb is not None)
        return True
with Inspect():
    pass
with Inspect():
    raise ValueError("details")
with Inspect():
    {}["missing"]
class RaisesInExit:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        raise RuntimeError("exit failed")
try:
    with RaisesInExit():
        raise KeyError("original")
except RuntimeError as e:
    print(type(e).__name__, e, "context:", repr(e.__context__))
try:
    with RaisesInExit():
        pass
except RuntimeError as e:
    print("clean body, exit raised:", e, e.__context__)
