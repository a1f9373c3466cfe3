# Recursion through map() and a lambda.
# expect: error RecursionError: maximum recursion depth exceeded
def f():
    return list(map(lambda x: f(), [1]))
f()
