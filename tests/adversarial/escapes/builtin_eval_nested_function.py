# eval in a nested function.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
def outer():
    def inner():
        return eval("1")
    return inner
