# Three-argument pow with a 33,000-bit exponent and modulus: its cost (bits x words^2 / 8) is charged up front, past the default 10^9 units.
# expect: limit instructions
x = pow(3, 10**10000, 10**10000 + 1)
