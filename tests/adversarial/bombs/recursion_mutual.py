# Mutual recursion.
# expect: error RecursionError: maximum recursion depth exceeded
def a():
    return b()
def b():
    return a()
a()
