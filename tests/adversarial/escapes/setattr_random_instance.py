# CPython's Random instances have a __dict__; Pyrite's have none, so setting an attribute is
# refused by name rather than failing with an AttributeError CPython would not raise.
# expect: error NotImplementedError: setting attributes of Random objects is not supported in Pyrite
import random
r = random.Random(1)
r.extra = 5
