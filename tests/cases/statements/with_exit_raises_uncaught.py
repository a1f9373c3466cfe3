class Closer:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        print("closing after", exc_type.__name__)
        raise OSError("close failed")
with Closer():
    print("working")
    raise KeyError("work failed")
