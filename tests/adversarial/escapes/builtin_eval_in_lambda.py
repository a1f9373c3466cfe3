# eval inside a lambda body.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
f = lambda s: eval(s)
