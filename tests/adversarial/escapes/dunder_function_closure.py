# A closure's cells.
# expect: refused AttributeError: attribute '__closure__' is not available in Pyrite (no access to interpreter internals)
def outer():
    secret = 42
    def inner():
        return secret
    return inner
print(outer().__closure__)
