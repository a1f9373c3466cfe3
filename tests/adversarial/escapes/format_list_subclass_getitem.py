# A format field indexing a list subclass instance and walking to the item's globals: refused.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
class L(list):
    def helper(self):
        return 1
print("{0[0].__globals__}".format(L([L.helper])))
