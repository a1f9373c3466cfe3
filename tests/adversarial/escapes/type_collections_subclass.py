# Subclassing Counter (a Python class in CPython) is refused clearly, never half-supported.
# expect: error NotImplementedError: subclassing the built-in type 'Counter' is not supported
from collections import Counter
class Tally(Counter):
    pass
