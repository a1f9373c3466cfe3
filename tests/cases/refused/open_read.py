# pyrite-refuses: NameError: name 'open' is not available in Pyrite (no file access)
# pyrite-no-python
data = open('x').read()
print(data)
