# An f-string of a huge integer: the same limit.
# expect: error ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
x = 10 ** 5000
print(f"{x}")
