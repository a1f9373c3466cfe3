# any() runs a user __bool__ for an item of a consumed generator, which raises.
class A:
    def __bool__(self):
        raise ValueError("no truth")


def gen():
    yield 0
    yield A()


print(any(gen()))
