# An uncaught error from a str method ends the run with CPython's traceback line.
print("a=b".partition("="))
print("a".partition(""))
