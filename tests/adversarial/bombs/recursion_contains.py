# __contains__ testing membership in self.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __contains__(self, x):
        return x in self
1 in C()
