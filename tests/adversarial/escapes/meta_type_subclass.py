# Subclassing type itself.
# expect: error NotImplementedError: subclassing the built-in type 'type' is not supported
class M(type):
    def __call__(cls):
        return 42
print(M)
