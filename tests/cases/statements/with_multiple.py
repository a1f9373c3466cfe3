class CM:
    def __init__(self, name, log):
        self.name = name
        self.log = log
    def __enter__(self):
        self.log.append(f"enter {self.name}")
        return self.name
    def __exit__(self, exc_type, exc, tb):
        self.log.append(f"exit {self.name}")
        return False
log = []
with CM("a", log) as a, CM("b", log) as b, CM("c", log):
    log.append(f"body {a}{b}")
print(log)
log = []
with (CM("x", log) as x, CM("y", log) as y):
    log.append("parenthesized")
print(log)
class Failing:
    def __enter__(self):
        raise RuntimeError("enter failed")
    def __exit__(self, *a):
        print("never called")
log = []
try:
    with CM("first", log), Failing(), CM("third", log):
        log.append("body")
except RuntimeError as e:
    log.append(f"caught {e}")
print(log)
log = []
try:
    with CM("outer", log), CM("inner", log):
        raise ValueError("body failed")
except ValueError as e:
    log.append(f"caught {e}")
print(log)
log = []
with CM("p", log) as p:
    with CM("q", log) as q:
        log.append(p + q)
print(log)
