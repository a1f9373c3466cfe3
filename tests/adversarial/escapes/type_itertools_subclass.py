# Subclassing a built-in type other than an exception is refused (itertools.chain included).
# expect: error NotImplementedError: subclassing the built-in type 'chain' is not supported
import itertools
class C(itertools.chain):
    pass
