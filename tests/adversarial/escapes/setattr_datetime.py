# Objects of datetime are immutable values: setting a field or a new attribute fails as in CPython.
# expect: error AttributeError: 'datetime.date' object has no attribute 'tag'
# stdout: attribute 'year' of 'datetime.date' objects is not writable
from datetime import date
d = date(2024, 1, 1)
try:
    d.year = 2000
except AttributeError as e:
    print(e)
setattr(d, "tag", 1)
