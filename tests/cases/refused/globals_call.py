# pyrite-refuses: NameError: name 'globals' is not defined
g = globals()
print(len(g) > 0)
