from enum import Enum, Flag, auto, unique
from dataclasses import dataclass

@unique
class State(Enum):
    PENDING = auto()
    RUNNING = auto()
    DONE = auto()
    FAILED = auto()

    @property
    def terminal(self):
        return self in (State.DONE, State.FAILED)

    def next(self):
        order = list(State)
        i = order.index(self)
        return order[min(i + 1, len(order) - 1)]

class Cap(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ALL = READ | WRITE | EXEC

@dataclass
class Task:
    name: str
    state: State = State.PENDING
    caps: Cap = Cap.READ

tasks = [Task("fetch"), Task("build", State.RUNNING, Cap.READ | Cap.WRITE), Task("deploy", State.DONE, Cap.ALL)]
for t in tasks:
    print(t)
    print(t.name, t.state.name, t.state.terminal, t.state.next(), [c.name for c in t.caps])

counts = {}
for t in tasks:
    counts[t.state] = counts.get(t.state, 0) + 1
print(counts)
print(sorted(State, key=lambda s: s.name))
print({s.name: s.value for s in State})
print(State(2), State["FAILED"], State.RUNNING in State)

def handle(state):
    match state:
        case State.PENDING | State.RUNNING:
            return "in progress"
        case State.DONE:
            return "ok"
        case _:
            return "bad"
print([handle(s) for s in State])
print(Cap.WRITE in tasks[1].caps, Cap.EXEC in tasks[1].caps, tasks[2].caps == Cap.ALL)
print("{:<10}|{!r}|{}".format(State.DONE, State.DONE, State.DONE.value))
print(max(State, key=lambda s: s.value), min(s.value for s in State))
