# The class dict of decimal.Context through getattr with a built name: refused at run time.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: 28
from decimal import getcontext
c = getcontext()
print(c.prec)
print(getattr(type(c), "__" + "dict__"))
