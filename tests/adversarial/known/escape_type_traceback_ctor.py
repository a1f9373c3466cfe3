# Calling the traceback type: CPython's TypeError names the frame argument; Pyrite's differs.
# expect: error TypeError: TracebackType() argument 'tb_frame' must be frame, not None
# now: error TypeError: cannot create 'traceback' instances
try:
    1 / 0
except ZeroDivisionError as e:
    T = type(e.__traceback__)
print(T(None, None, 0, 0))
