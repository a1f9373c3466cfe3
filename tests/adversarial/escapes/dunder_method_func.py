# A bound method's __func__.
# expect: refused AttributeError: attribute '__func__' is not available in Pyrite (no access to interpreter internals)
class C:
    def m(self):
        return 1
print(C().m.__func__)
