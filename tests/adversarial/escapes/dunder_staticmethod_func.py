# A staticmethod object's __func__.
# expect: refused AttributeError: attribute '__func__' is not available in Pyrite (no access to interpreter internals)
def f():
    return 1
print(staticmethod(f).__func__)
