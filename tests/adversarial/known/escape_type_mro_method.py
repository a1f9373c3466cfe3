# type.mro() exists in CPython (it prints [<class 'int'>, <class 'object'>]); Pyrite answers a
# false AttributeError: the CPython-attribute table is consulted under 'int', not 'type'. It
# should be a refusal like __mro__ (it is the same list).
# Where: runtime/src/vm/attr.rs `no_attribute` (type objects' attributes).
# expect: error NotImplementedError: type.mro is not supported
# now: error AttributeError: type object 'int' has no attribute 'mro'
print(int.mro())
