# BaseException.with_traceback sets __traceback__ (None or a traceback, checked) and returns
# the exception, as in CPython.
# expect: ok
# stdout: x
e = Exception("x")
print(e.with_traceback(None))
