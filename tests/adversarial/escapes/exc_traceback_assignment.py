# Assigning __traceback__ is checked as in CPython (a traceback or None).
# expect: error TypeError: __traceback__ must be a traceback or None
e = ValueError("a")
e.__traceback__ = 5
raise e
