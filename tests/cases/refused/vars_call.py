# pyrite-refuses: NameError: name 'vars' is not defined
v = vars()
print(len(v) > 0)
