# __iter__ calling iter(self).
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __iter__(self):
        return iter(self)
for x in C():
    pass
