# pyrite-refuses: NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
print(eval('1 + 1'))
