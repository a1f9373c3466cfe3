# Infinite recursion through __lt__ inside sorted(): CPython's message says "in comparison".
# expect: error RecursionError: maximum recursion depth exceeded in comparison
# now: error RecursionError: maximum recursion depth exceeded
class C:
    def __lt__(self, other):
        return self < other
sorted([C(), C()])
