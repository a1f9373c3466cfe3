# A format field walking a Random's attributes: __class__ is allowed (as in code) and prints what
# CPython prints; one step further is refused.
# expect: error AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'random.Random'> 3
import random
r = random.Random(1)
print("{0.__class__} {0.VERSION}".format(r))
print("{0.__class__.__dict__}".format(r))
