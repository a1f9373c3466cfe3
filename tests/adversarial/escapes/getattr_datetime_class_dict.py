# The class dict of datetime.date through getattr with a built name: refused at run time.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: 2024
from datetime import date
d = date(2024, 1, 1)
print(d.year)
print(getattr(type(d), "__" + "dict__"))
