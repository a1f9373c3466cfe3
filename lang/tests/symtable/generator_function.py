def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1
def delegate():
    yield from gen(3)
    return 4
