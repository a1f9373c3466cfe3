# An exception thrown into a generator and its traceback, as in CPython.
# expect: ok
# stdout: traceback
def g():
    try:
        yield 1
    except ValueError as e:
        yield type(e.__traceback__).__name__
it = g()
next(it)
print(it.throw(ValueError("x")))
