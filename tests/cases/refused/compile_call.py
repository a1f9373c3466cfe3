# pyrite-refuses: NameError: name 'compile' is not defined
c = compile('1', 'f', 'eval')
print(c is not None)
