# Each part of a dotted attrgetter name is checked: a dunder after an allowed one is refused.
# expect: error AttributeError: attrgetter(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: operator.attrgetter('b.__class__.__name__', 'b.__dict__')
from operator import attrgetter
class A:
    pass
a = A()
a.b = A()
get = attrgetter("b.__class__.__name__", "b.__dict__")
print(get)
print(get(a))
