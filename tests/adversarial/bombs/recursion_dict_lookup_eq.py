# __eq__ recursing from inside a dict lookup.
# expect: error RecursionError: maximum recursion depth exceeded
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return self == other
d = {K(): 1}
print(d[K()])
