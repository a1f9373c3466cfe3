# A bound method's class's __dict__.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    def m(self):
        return 1
print(C().m.__class__.__dict__)
