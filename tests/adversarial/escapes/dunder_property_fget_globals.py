# A property's getter is reachable; its globals are not.
# expect: refused AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
class C:
    @property
    def p(self):
        return 1
print(C.p.fget.__globals__)
