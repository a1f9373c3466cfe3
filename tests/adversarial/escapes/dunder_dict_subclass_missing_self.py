# A dict subclass's __missing__ reached as a bound method: __self__ and __func__ stay closed.
# expect: refused AttributeError: attribute '__func__' is not available in Pyrite (no access to interpreter internals)
class D(dict):
    def __missing__(self, k):
        return 0
print(D().__missing__.__func__)
