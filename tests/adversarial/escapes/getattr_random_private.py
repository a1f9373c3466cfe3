# Lib/random.py's private helpers (_randbelow and friends) are not part of the surface: a built
# name reaching one is refused as not supported, not an AttributeError CPython would not raise.
# expect: error NotImplementedError: Random._randbelow is not supported
import random
r = random.Random(1)
print(getattr(r, "_rand" + "below")(10))
