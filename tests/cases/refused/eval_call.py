# pyrite-refuses: NameError: name 'eval' is not defined
print(eval('1 + 1'))
