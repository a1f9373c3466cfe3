# A class's __init__ and its globals.
# expect: refused AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
class C:
    def __init__(self):
        pass
print(C.__init__.__globals__)
