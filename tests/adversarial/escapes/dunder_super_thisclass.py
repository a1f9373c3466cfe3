# A super object's __thisclass__.
# expect: refused AttributeError: attribute '__thisclass__' is not available in Pyrite (no access to interpreter internals)
class C:
    def m(self):
        return super().__thisclass__
print(C().m())
