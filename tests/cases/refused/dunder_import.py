# pyrite-refuses: NameError: name '__import__' is not defined
# pyrite-no-python
__import__('os').system('echo escaped')
