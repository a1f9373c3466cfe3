# eval used as a decorator.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
@eval
def f():
    pass
