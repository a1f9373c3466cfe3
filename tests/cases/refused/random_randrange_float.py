# pyrite-refuses: NotImplementedError: randrange() with a non-integer argument is not supported (CPython warns)
# pyrite-exit: 1
import random

random.seed(1)
print(random.randrange(10))
print(random.randrange(3.0))
