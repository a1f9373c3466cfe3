# A namedtuple class's methods are native (Synth) objects: their dunders lead nowhere.
# expect: error AttributeError: getattr(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: method method
from collections import namedtuple
P = namedtuple('P', 'x y')
m = getattr(P, '_make')
r = getattr(P(1, 2), '_replace')
print(type(m).__name__, type(r).__name__)
getattr(getattr(P, '_asdict'), '__glob' + 'als__')
