# ABC.register (ABCMeta.register) exists in CPython, which prints <class 'int'>; Pyrite answers
# a false AttributeError. It should be a refusal (registering virtual subclasses changes what
# isinstance answers everywhere).
# Where: runtime/src/vm/attr.rs `no_attribute`.
# expect: error NotImplementedError: ABC.register is not supported
# now: error AttributeError: type object 'ABC' has no attribute 'register'
from abc import ABC
print(ABC.register(int))
