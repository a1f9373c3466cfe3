# Calling the traceback type needs a frame no script can reach: CPython's TypeError.
# expect: error TypeError: TracebackType() argument 'tb_frame' must be frame, not None
try:
    1 / 0
except ZeroDivisionError as e:
    T = type(e.__traceback__)
print(T(None, None, 0, 0))
