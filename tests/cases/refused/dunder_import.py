# pyrite-refuses: NameError: name '__import__' is not available in Pyrite (dunder names reach interpreter internals)
# pyrite-no-python
__import__('os').system('echo escaped')
