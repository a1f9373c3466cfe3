"""Built-ins consuming a generator: sum/any/all/max/min of a generator, with items that run
script code, early exits, errors in the generator and in the built-in, and the generator's
state afterwards."""


def gen(xs, log=None):
    for x in xs:
        if log is not None:
            log.append(x)
        yield x


print(sum(x * x for x in range(10)))
print(sum(gen([1, 2.5, 3])), sum(gen([])), sum(gen([2**62, 2**62, -5])))
print(sum(gen([0.1] * 10)), sum(gen([1, 2**70, 0.5])))
print(any(x > 3 for x in range(10)), any(gen([])), any(gen([0, 0.0, "", None, [], 5])))
print(all(x < 3 for x in range(10)), all(gen([])), all(gen([1, 2.0, "a", [0]])))
print(max(gen([3, 1, 4, 1, 5, 9, 2, 6])), min(gen([3, 1, 4, 1, 5, 9, 2, 6])))
print(max(gen([1.5, float("nan"), 0.5])), min(gen([float("nan"), 2.0, 1.0])))
print(max(gen([0.0, -0.0])), min(gen([0.0, -0.0])), max(gen([-0.0, 0.0])))
print(max(gen([1, 2.5, 2])), min(gen(["b", "a", "c"])), max(gen([(1, 2), (1, 3)])))

# any stops early: the generator stays suspended where it was, and can go on.
log = []
g = gen(range(10), log)
print(any(x >= 3 for x in g), log, next(g), log)
log = []
g = gen([1, 1, 0, 1], log)
print(all(g), log, list(g))

# A generator's own return value is ignored; yield from chains.
def chain(*parts):
    for p in parts:
        yield from p
    return "done"


print(sum(chain([1, 2], (3,), chain(range(3), [10]))), max(chain("ab", "zy")))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, int):
            return Money(self.cents + other)
        return Money(self.cents + other.cents)

    def __radd__(self, other):
        print("radd", other)
        return Money(self.cents + other)

    def __gt__(self, other):
        return self.cents > other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __bool__(self):
        print("bool", self.cents)
        return self.cents != 0

    def __repr__(self):
        return f"Money({self.cents})"


print(sum(Money(c) for c in [5, 10, 20]))
print(max(Money(c) for c in [5, 30, 20]), min(Money(c) for c in [5, 30, 2]))
print(any(Money(c) for c in [0, 0, 7, 8]), all(Money(c) for c in [3, 0, 7]))


# Script code run for an item sees the generator suspended, and may advance it.
def items():
    yield Money(1)
    yield 2
    yield 3
    yield 4


class Greedy:
    def __radd__(self, other):
        print("greedy takes", next(it))
        return other + 100


def mixed():
    yield 1
    yield Greedy()
    yield 5
    yield 7


it = mixed()
print(sum(it))

# Errors: in the built-in (the generator stays suspended), in the generator, StopIteration.
g = gen([1, "a", 3])
try:
    sum(g)
except TypeError as e:
    print("TypeError:", e, next(g))
try:
    max(x for x in [])
except ValueError as e:
    print("ValueError:", e)
try:
    min(gen([1, "a"]))
except TypeError as e:
    print("TypeError:", e)


def bad():
    yield 1
    raise KeyError("k")


try:
    print(sum(bad()))
except KeyError as e:
    print("KeyError:", e)


def stop():
    yield 1
    raise StopIteration


try:
    any(x > 5 for x in stop())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)

# A generator already running, one exhausted, one consumed twice.
def selfish():
    yield sum(me)


me = selfish()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
done = gen([1, 2])
print(sum(done), sum(done), max(gen([4]), default=0), any(done))

# try/finally in a consumed generator runs when it finishes, and exceptions it handles.
def careful():
    try:
        yield 1
        try:
            yield 1 / 0
        except ZeroDivisionError:
            yield 10
    finally:
        print("finally")


print(sum(careful()))
print(sum(x for x in range(100000)), max(x % 997 for x in range(50000)))
print(sum(sum(x for x in range(i)) for i in range(50)))
print([any(c.isdigit() for c in w) for w in ["ab", "a1", ""]])
