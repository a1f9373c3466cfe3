# __str__ calling str(self).
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __str__(self):
        return str(self)
print(C())
