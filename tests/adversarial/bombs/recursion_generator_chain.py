# A chain of generators delegating to new ones forever.
# expect: error RecursionError: maximum recursion depth exceeded
def g(n):
    yield from g(n + 1)
next(g(0))
