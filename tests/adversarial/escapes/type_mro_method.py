# type.mro() exists in CPython; it is the same list as __mro__, refused as internals are.
# expect: error NotImplementedError: int.mro is not supported
print(int.mro())
