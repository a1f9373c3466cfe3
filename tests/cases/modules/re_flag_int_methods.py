# A RegexFlag is an int: int's methods and data attributes see its value.
import re

f = re.I | re.M
print(f.real, f.imag, f.numerator, f.denominator)
print(f.bit_length(), f.bit_count(), f.conjugate(), f.as_integer_ratio())
print(f.to_bytes(2, "big"), bin(f), hex(re.S), oct(re.X))
print(re.A.real + re.U.numerator, type(re.I.real).__name__)
