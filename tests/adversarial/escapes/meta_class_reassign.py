# Reassigning an instance's __class__.
# expect: error NotImplementedError: assigning __class__ is not supported in Pyrite
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
print(type(a).__name__)
