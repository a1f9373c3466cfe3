# Subclassing a built-in type whose layout Pyrite does not carry (list, for now): refused.
# expect: error NotImplementedError: subclassing the built-in type 'list' is not supported
class L(list):
    pass
print(L([3]) + [1])
