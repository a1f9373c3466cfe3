# attrgetter looks names up at run time: it obeys getattr's rule, here on __globals__.
# expect: error AttributeError: attrgetter(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: f
from operator import attrgetter
def f():
    pass
print(attrgetter("__name__")(f))
print(attrgetter("__glob" + "als__")(f))
