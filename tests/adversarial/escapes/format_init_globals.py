# The classic str.format escape: a method's __globals__ through a field name.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
class C:
    def __init__(self):
        pass
print("{0.__init__.__globals__}".format(C()))
