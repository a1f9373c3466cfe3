# eval does not exist: refused before the run.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
print(eval("1 + 1"))
