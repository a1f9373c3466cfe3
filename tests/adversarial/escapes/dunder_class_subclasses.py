# A script class's subclasses.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
class A:
    pass
class B(A):
    pass
print(A.__subclasses__())
