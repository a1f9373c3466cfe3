# __bool__ calling bool(self).
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __bool__(self):
        return bool(self)
if C():
    pass
