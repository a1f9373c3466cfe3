# A namedtuple's field descriptor (CPython's _tuplegetter) is not exposed as a lookalike.
# expect: error NotImplementedError: the field descriptors of a namedtuple class (_tuplegetter) are not supported in Pyrite
from collections import namedtuple
P = namedtuple('P', 'x y')
P.x
