# pyrite-refuses: NameError: name 'compile' is not available in Pyrite (no dynamic code execution)
c = compile('1', 'f', 'eval')
print(c is not None)
