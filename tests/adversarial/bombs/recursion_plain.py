# Unbounded recursion.
# expect: error RecursionError: maximum recursion depth exceeded
def f():
    return f()
f()
