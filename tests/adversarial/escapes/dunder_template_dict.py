# A string.Template's __dict__ (CPython's instance has one) would be a namespace no check covers.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import string
print(string.Template("$a").__dict__)
