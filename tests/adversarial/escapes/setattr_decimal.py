# A Decimal is immutable and a Context takes only its own attributes: setting others fails as in CPython.
# expect: error AttributeError: 'decimal.Decimal' object has no attribute 'tag'
# stdout: 'decimal.Context' object has no attribute '_traps'
from decimal import Decimal, getcontext
try:
    setattr(getcontext(), "_traps", 0)
except AttributeError as e:
    print(e)
setattr(Decimal(1), "tag", 1)
