# A state machine with enum: Enum/IntEnum/Flag/auto, lookups by value and name, iteration,
# aliases, Flag combination and membership.
from enum import Enum, IntEnum, Flag, auto


class State(Enum):
    IDLE = "idle"
    RUNNING = "running"
    DONE = "done"
    FINISHED = "done"


class Priority(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()


print(State.IDLE, repr(State.RUNNING), State("done"), State["IDLE"], State.FINISHED is State.DONE)
print(list(State), len(State), [s.name for s in State], State.DONE.value)
print(State.IDLE == State.IDLE, State.IDLE == "idle", isinstance(State.IDLE, State), type(State.DONE).__name__)
TRANSITIONS = {State.IDLE: [State.RUNNING], State.RUNNING: [State.DONE, State.IDLE], State.DONE: []}
s = State.IDLE
for target in [State.RUNNING, State.DONE, State.IDLE]:
    if target in TRANSITIONS[s]:
        print(f"{s.name} -> {target.name}")
        s = target
    else:
        print(f"cannot go {s.value} -> {target.value}")
print(Priority.HIGH > Priority.MID, Priority.LOW + 1, sorted([Priority.HIGH, Priority.LOW, 3]), int(Priority.MID))
print(Priority(5), repr(Priority(10)), Priority.HIGH == 10, f"{Priority.MID}", str(Priority.LOW), max(Priority))
print(Color.RED.value, Color.BLUE.value, list(Color), Color(2))
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.RW, Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X), rw.value)
print(Perm(7), Perm(0), list(Perm), Perm.W.name, (Perm.R | Perm.X).name)
try:
    State("paused")
except ValueError as e:
    print("ValueError:", e)
try:
    State["PAUSED"]
except KeyError as e:
    print("KeyError:", e)
print({st: st.value.upper() for st in State}, hash(State.IDLE) == hash(State.IDLE))
print(f"{State.IDLE}", f"{State.IDLE!r}", f"{Color.GREEN:>12}", format(Priority.HIGH, "04d"))
