# __format__ formatting self in an f-string.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __format__(self, spec):
        return f"{self}"
print(f"{C()}")
