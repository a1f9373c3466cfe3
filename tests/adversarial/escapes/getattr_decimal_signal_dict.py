# A context's live flags dict leads nowhere: its instance dict is not reachable.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: False
# stdout: <class 'abc.SignalDict'>
from decimal import getcontext, Inexact
f = getcontext().flags
print(f[Inexact])
print(type(f))
print(getattr(f, "__di" + "ct__"))
