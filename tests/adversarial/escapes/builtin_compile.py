# compile does not exist.
# expect: refused NameError: name 'compile' is not available in Pyrite (no dynamic code execution)
code = compile("1", "<s>", "eval")
