# exec in a class body.
# expect: refused NameError: name 'exec' is not available in Pyrite (no dynamic code execution)
class C:
    exec("x = 1")
