# A Template's internals through a built name: refused, not a way to the pattern's code.
# stdout: $a
# expect: error AttributeError: getattr(): attribute '__init_subclass__' is not available in Pyrite (no access to interpreter internals)
import string
t = string.Template("$a")
print(getattr(t, "temp" + "late"))
print(getattr(t, "__init_sub" + "class__"))
