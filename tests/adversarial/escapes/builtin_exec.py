# exec does not exist.
# expect: refused NameError: name 'exec' is not available in Pyrite (no dynamic code execution)
exec("print(1)")
