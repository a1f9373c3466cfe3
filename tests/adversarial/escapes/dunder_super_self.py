# A super object's __self__.
# expect: refused AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
class C:
    def m(self):
        return super().__self__
print(C().m())
