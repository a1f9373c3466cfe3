# __len__ calling len(self).
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __len__(self):
        return len(self)
len(C())
