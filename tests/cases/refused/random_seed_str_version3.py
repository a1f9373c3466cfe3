# pyrite-refuses: NotImplementedError: random.seed() of a str with a version other than 1 or 2 is not supported (CPython seeds from the str's per-process hash)
# pyrite-exit: 1
import random

random.seed("abc", version=3)
print(random.random() < 1.0)
