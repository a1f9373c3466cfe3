# ABC.register (ABCMeta.register) exists in CPython; registering virtual subclasses changes
# what isinstance answers everywhere, so Pyrite refuses it (never a false AttributeError).
# expect: error NotImplementedError: ABC.register is not supported
from abc import ABC
print(ABC.register(int))
