# A functional enum with a huge list of names: the members are charged as they are made.
# limits: max_memory=8MiB
# expect: limit memory
from enum import Enum
E = Enum("E", ["N%d" % i for i in range(200000)])
print(len(E))
