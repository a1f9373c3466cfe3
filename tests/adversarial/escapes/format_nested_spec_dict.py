# A nested replacement field in a spec walks attributes too.
# expect: error AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
print("{0:{1.__dict__}}".format(1, C()))
