# __getattr__ asking for another missing attribute.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __getattr__(self, name):
        return self.missing
C().x
