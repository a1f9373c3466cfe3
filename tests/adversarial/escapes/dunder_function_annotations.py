# A function's annotations dict.
# expect: refused AttributeError: attribute '__annotations__' is not available in Pyrite (no access to interpreter internals)
def f(x: int) -> int:
    return x
print(f.__annotations__)
