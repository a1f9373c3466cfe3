# pyrite-refuses: NameError: name 'input' is not defined
# pyrite-no-python
name = input()
print(name)
