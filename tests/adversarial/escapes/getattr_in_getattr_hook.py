# A __getattr__ hook that forwards built names to getattr.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class Proxy:
    def __getattr__(self, name):
        return getattr(int, "__" + name + "__")
print(Proxy().dict)
