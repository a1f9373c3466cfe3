# The __import__ built-in.
# expect: refused NameError: name '__import__' is not available in Pyrite (dunder names reach interpreter internals)
os = __import__("os")
print(os.getcwd())
