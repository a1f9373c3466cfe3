# Subclassing a built-in type whose layout Pyrite does not carry (float, for now): refused.
# expect: error NotImplementedError: subclassing the built-in type 'float' is not supported
class F(float):
    pass
print(F(3) + 1)
