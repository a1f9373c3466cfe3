# A date's pickling hooks (__reduce__) would hand out its constructor and state: refused.
# expect: refused AttributeError: attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
from datetime import date
print(date(2024, 1, 1).__reduce__())
