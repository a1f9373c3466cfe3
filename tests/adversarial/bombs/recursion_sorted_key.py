# A key= function that sorts again with itself.
# expect: error RecursionError: maximum recursion depth exceeded
def key(v):
    return sorted([1, 2], key=key)
sorted([1, 2], key=key)
