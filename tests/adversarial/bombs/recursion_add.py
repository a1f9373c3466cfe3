# __add__ adding to self.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __add__(self, other):
        return self + other
C() + 1
