# Format-string traversal from a re.RegexFlag (now an int in every use) to its class's base: the dunder rule applies.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: <flag 'RegexFlag'> IGNORECASE <class 'int'> (2,)
import re
print("{0.__class__} {0.name} {0.value.__class__} {1}".format(re.I, re.I.__getnewargs__()))
print("{0.__class__.__base__}".format(re.I))
