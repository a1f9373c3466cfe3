# __cause__, __context__ and args are plain data, as in CPython.
# expect: ok
# stdout: KeyError('inner') KeyError('inner') True ('outer',)
try:
    try:
        raise KeyError("inner")
    except KeyError as k:
        raise ValueError("outer") from k
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__, e.args)
