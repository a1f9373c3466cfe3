class Transaction:
    def __init__(self):
        self.log = []
    def __enter__(self):
        print("begin")
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("commit")
        else:
            print("rollback because of", exc_type.__name__)
        return False
with Transaction() as t:
    t.log.append("insert")
print(t.log)
with Transaction() as t:
    t.log.append("update")
    raise ValueError("constraint violated")
print("not reached")
