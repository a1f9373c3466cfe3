# getattr on a super object.
# expect: error AttributeError: getattr(): attribute '__self__' is not available in Pyrite (no access to interpreter internals)
class C:
    def m(self):
        return getattr(super(), "__self__")
print(C().m())
