# Three-argument pow with a 16,000-bit exponent and modulus: its cost is charged up front (CPython takes ~10 s).
# expect: limit instructions
x = pow(3, 10**5000, 10**5000 + 1)
