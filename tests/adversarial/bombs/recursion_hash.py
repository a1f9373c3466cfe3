# __hash__ calling hash(self).
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __hash__(self):
        return hash(self)
hash(C())
