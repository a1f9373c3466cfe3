# IntEnum, StrEnum, IntFlag and data-type mixins (class C(int, Enum)): values, reprs,
# str()/format() as CPython 3.11, arithmetic, comparisons with plain values, json.
from enum import Enum, IntEnum, StrEnum, IntFlag, auto
import json


class Color(IntEnum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(repr(Color.RED), str(Color.RED), f"{Color.RED}", format(Color.RED, ">3"), "%d|%s" % (Color.RED, Color.RED))
print(Color.RED + 1, type(Color.RED + 1).__name__, Color.RED == 1, 1 == Color.RED, Color.RED < Color.GREEN, Color.BLUE > 2)
print(hash(Color.RED) == hash(1), {1: "one"}[Color.RED], {Color.RED: "x"}[1], Color(2), Color["BLUE"], Color.RED.value, Color.RED.name)
print(list(Color), len(Color), Color.RED in Color, isinstance(Color.RED, int), isinstance(Color.RED, Color), sorted([Color.BLUE, Color.RED]))
print(max(Color), sum(Color), [10, 20, 30, 40][Color.BLUE], list(range(Color.GREEN)), Color.BLUE.bit_length(), Color.RED.real)


class Mode(StrEnum):
    READ = auto()
    WRITE = "w"
    APPEND = auto()


print(repr(Mode.READ), str(Mode.READ), f"{Mode.WRITE}", format(Mode.APPEND, "^8"), Mode.READ == "read", Mode("w"))
print(Mode.WRITE.upper(), type(Mode.WRITE.upper()).__name__, Mode.READ + "!", len(Mode.APPEND), "-".join(Mode), {Mode.READ: 1}["read"])


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(repr(Perm.R), str(Perm.R), repr(Perm.R | Perm.W), str(Perm.R | Perm.W), repr(Perm(7)), repr(~Perm.R))
print(repr(Perm.R | 1), repr(1 | Perm.R), repr(Perm.R & Perm.W), repr(Perm.R ^ Perm.W), Perm.R + 1, type(Perm.R + 1).__name__)
print(list(Perm), Perm.R in Perm(6), Perm.X in Perm(6), repr(Perm(0)), bool(Perm(0)), Perm(3) == 3, list(Perm(5)), len(Perm(7)))


class Level(int, Enum):
    LOW = 1
    HIGH = "2"


class Side(str, Enum):
    LEFT = "l"
    RIGHT = "r"


print(repr(Level.LOW), str(Level.LOW), f"{Level.LOW}", Level.HIGH.value, type(Level.HIGH.value).__name__, Level.LOW + 1, Level.LOW < 2)
print(repr(Side.LEFT), str(Side.LEFT), f"{Side.LEFT}", Side.LEFT == "l", Side.LEFT.upper(), Side("r"), {Side.RIGHT: 1}["r"])
print(json.dumps([Color.RED, Mode.READ, Perm.R, Level.LOW, Side.LEFT]), json.dumps({Mode.WRITE: Color.GREEN}))


class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404

    def describe(self):
        return f"{self.name.lower()} ({self.value})"


print(Status.OK.describe(), Status(404).describe(), Status.OK == 200, Status.NOT_FOUND // 100)
try:
    Color(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Mode("zz")
except ValueError as e:
    print(type(e).__name__, e)
try:

    class Bad(StrEnum):
        A = 1

except TypeError as e:
    print(type(e).__name__, e)
try:

    class Bad2(IntEnum):
        A = "x"

except ValueError as e:
    print(type(e).__name__, e)
