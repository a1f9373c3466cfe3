# An exception leaving a generator that sum() consumes: its frame, the caller's and the call's, as CPython prints them.
def gen(n):
    for i in range(n):
        yield 10 // (n - i - 1)


def f():
    return sum(gen(3))


print(f())
