from collections import namedtuple

P = namedtuple('P', 'x y')
print(P(1, 2))
P(1)
