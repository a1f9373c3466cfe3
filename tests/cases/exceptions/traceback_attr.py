# __traceback__: None until raised, assignable (a traceback or None, checked), with_traceback
# returns the exception; __suppress_context__ must be a bool.
e = ValueError("a")
print(e.__traceback__)
try:
    e.__traceback__ = 5
except TypeError as x:
    print("TypeError:", x)
try:
    e.__suppress_context__ = 1
except TypeError as x:
    print("TypeError:", x)
e.__suppress_context__ = True
print(e.__suppress_context__)
print(e.with_traceback(None) is e)
def f():
    raise KeyError("k")
try:
    f()
except KeyError as k:
    saved = k.__traceback__
print(type(saved).__name__)
e2 = ValueError("b").with_traceback(saved)
print(e2.__traceback__ is not None)
try:
    BaseException.with_traceback(5, None)
except TypeError as x:
    print("TypeError:", x)
try:
    e.with_traceback()
except TypeError as x:
    print("TypeError:", x)
def g():
    raise e2
try:
    g()
except ValueError as v:
    v.__traceback__ = None
    print(v.__traceback__)
raise e2
