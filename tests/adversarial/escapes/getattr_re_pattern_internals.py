# A compiled Pattern has no way to its matcher: names built at run time are refused.
# expect: error AttributeError: getattr(): attribute '__reduce_ex__' is not available in Pyrite (no access to interpreter internals)
# stdout: a+ 32 0
import re
p = re.compile("a+")
print(p.pattern, p.flags, p.groups)
print(getattr(p, "__re" + "duce_ex__")(2))
