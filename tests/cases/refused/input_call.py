# pyrite-refuses: NameError: name 'input' is not available in Pyrite (no console input)
# pyrite-no-python
name = input()
print(name)
