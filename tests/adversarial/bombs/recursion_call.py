# __call__ calling self.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __call__(self):
        return self()
C()()
