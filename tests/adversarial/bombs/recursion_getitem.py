# __getitem__ indexing self.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __getitem__(self, i):
        return self[i]
C()[0]
