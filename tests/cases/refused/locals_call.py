# pyrite-refuses: NameError: name 'locals' is not defined
l = locals()
print(len(l) > 0)
