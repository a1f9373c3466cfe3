from enum import IntEnum


class Prio(IntEnum):
    LOW = 1
    HIGH = 2


print(Prio.HIGH - Prio.LOW, Prio(1))
Prio(3)
