# int() of a million digits: CPython 3.11's 4300-digit limit.
# expect: error ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 1000000 digits; use sys.set_int_max_str_digits() to increase the limit
x = int("9" * 10**6)
