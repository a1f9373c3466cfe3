# Assigning __traceback__ is checked in CPython (a traceback or None) and changes what the
# traceback shows; Pyrite ignores the assignment silently, so this raises ValueError instead
# of CPython's TypeError (and a real traceback assigned to another exception is dropped from
# its rendering).
# expect: error TypeError: __traceback__ must be a traceback or None
# now: error ValueError: a
e = ValueError("a")
e.__traceback__ = 5
raise e
