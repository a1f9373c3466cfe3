# __exit__ receives the traceback; getattr on it is refused.
# expect: error AttributeError: getattr(): attribute 'tb_frame' is not available in Pyrite (no access to interpreter internals)
class CM:
    def __enter__(self):
        return self
    def __exit__(self, kind, value, tb):
        print(getattr(tb, "tb_" + "frame"))
        return True
with CM():
    1 / 0
