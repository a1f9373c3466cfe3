# A re.Match's class is CPython's C type re.Match; its dunders lead nowhere a script may go.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import re
m = re.match("a", "a")
print(m.__dict__)
