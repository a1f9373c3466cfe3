# pyrite-refuses: NameError: name 'dir' is not defined
print(len(dir()) >= 0)
