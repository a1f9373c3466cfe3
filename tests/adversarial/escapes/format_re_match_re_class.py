# str.format traversal through a Match's .re to its class, then on to internals, is refused.
# expect: error AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: a
# stdout: <class 're.Pattern'>
import re
m = re.match("a", "a")
print("{0.re.pattern}".format(m))
print("{0.re.__class__}".format(m))
print("{0.re.__class__.__dict__}".format(m))
