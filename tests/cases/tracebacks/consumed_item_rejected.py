# max() rejects an item of a consumed generator: the error is the caller's, at its call.
def gen():
    yield 1
    yield "x"


total = max(
    gen()
)
