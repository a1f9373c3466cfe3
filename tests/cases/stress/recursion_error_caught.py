"""Runaway recursion hits RecursionError, is caught, and the program carries on normally."""


def runaway(n: int) -> int:
    return runaway(n + 1) + 1


class Node:
    def __init__(self) -> None:
        self.next = self

    def length(self) -> int:
        return 1 + self.next.length()


def guarded(fn, *args):
    try:
        return ("ok", fn(*args))
    except RecursionError as e:
        return ("recursion", str(e))


def bounded(n: int) -> int:
    return 0 if n == 0 else 1 + bounded(n - 1)


def safe_depth(x, limit: int = 200) -> int:
    """Iterative depth measurement: the fix an agent applies after a RecursionError."""
    d = 0
    while isinstance(x, list) and x:
        x = x[0]
        d += 1
        if d > limit:
            return -1
    return d


def main() -> None:
    status, info = guarded(runaway, 0)
    print("runaway:", status, "|", info)
    status, info = guarded(Node().length)
    print("cyclic list:", status, "|", info)
    print("still fine after:", bounded(500))
    attempts = 0
    for _ in range(3):
        try:
            runaway(0)
        except RecursionError:
            attempts += 1
    print("caught", attempts, "times in a loop")
    cyclic = []
    cyclic.append(cyclic)
    print("iterative depth of cyclic list:", safe_depth(cyclic), "of [[[1]]]:", safe_depth([[[1]]]))
    try:
        runaway(0)
    except RecursionError as e:
        print("isinstance RuntimeError:", isinstance(e, RuntimeError), type(e).__name__)
    finally:
        print("finally ran")
    results = [guarded(bounded, n)[0] for n in (10, 100, 800)]
    print("bounded results:", results)
    print("done:", sum(bounded(n) for n in range(0, 600, 50)))


if __name__ == "__main__":
    main()
