# eval captured as a parameter default.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
def f(e=eval):
    return e("1")
