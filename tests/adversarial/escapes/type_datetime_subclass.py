# Subclassing datetime.date (a native value type) is refused, not half supported.
# expect: error NotImplementedError: subclassing the built-in type 'date' is not supported
from datetime import date
class MyDate(date):
    pass
