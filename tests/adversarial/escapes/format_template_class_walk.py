# str.format walks a Template: __class__ is the script-visible type, a method's internals are not.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'string.Template'>
import string
t = string.Template("$a")
print("{0.__class__}".format(t))
print("{0.substitute.__globals__}".format(t))
