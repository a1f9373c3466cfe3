# A format field through a bytes value's class: __class__ prints what CPython prints, but the
# walk to the type's subclasses (the classic escape) is refused like the written attribute.
# stdout: <class 'bytes'>
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
print("{0.__class__}".format(b"x"))
print("{0.__class__.__base__.__subclasses__}".format(b"x"))
