# pyrite-refuses: NameError: name 'open' is not defined
# pyrite-no-python
data = open('x').read()
print(data)
