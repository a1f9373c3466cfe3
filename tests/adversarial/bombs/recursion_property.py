# A property reading itself.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    @property
    def p(self):
        return self.p
C().p
