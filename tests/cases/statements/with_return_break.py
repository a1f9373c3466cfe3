class Trace:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, "exception:", et.__name__ if et else None)
        return False
def early():
    with Trace("early"):
        return "returned"
    print("unreachable")
print(early())
def nested_return():
    with Trace("outer"):
        with Trace("inner"):
            return "from inner"
print(nested_return())
def exit_sees_exception():
    try:
        with Trace("failing"):
            raise IndexError("idx")
    except IndexError:
        return "handled outside the with"
print(exit_sees_exception())
def gen():
    with Trace("gen"):
        yield 1
        yield 2
for v in gen():
    print("got", v)
while True:
    with Trace("while"):
        break
print("done")
