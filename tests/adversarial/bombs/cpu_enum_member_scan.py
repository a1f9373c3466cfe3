# Each new member is compared with every earlier one (value lookup, alias check): the scans
# cost fuel, so many members stop at the instruction limit.
# limits: max_instructions=2000000
# expect: limit instructions
from enum import Enum
E = Enum("E", [("N%d" % i, i) for i in range(20000)])
print(len(E))
