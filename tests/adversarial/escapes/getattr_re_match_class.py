# A built name reaching a Match's class gives CPython's answer; going on to its __dict__ is refused.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 're.Match'>
import re
m = re.match("a", "a")
c = getattr(m, "__cl" + "ass__")
print(c)
print(getattr(c, "__di" + "ct__"))
