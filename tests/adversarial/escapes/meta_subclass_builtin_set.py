# Subclassing a built-in type whose layout Pyrite does not carry (set, for now): refused.
# expect: error NotImplementedError: subclassing the built-in type 'set' is not supported
class S(set):
    pass
print(S([3]) | {1})
