"""Exceptions raised hundreds of frames deep, unwound through finally blocks, caught at the top."""
from typing import List


class DeepError(Exception):
    def __init__(self, depth: int) -> None:
        super().__init__(f"failed at depth {depth}")
        self.depth = depth


UNWOUND: List[int] = []


def descend(n: int, fail_at: int) -> int:
    try:
        if n == fail_at:
            raise DeepError(n)
        return descend(n + 1, fail_at) + 1
    finally:
        if n % 100 == 0:
            UNWOUND.append(n)


def rethrow(n: int) -> int:
    if n == 0:
        raise ValueError("bottom")
    try:
        return rethrow(n - 1)
    except ValueError as e:
        if n % 100 == 0:
            raise KeyError(f"wrapped at {n}") from e
        raise


def chain_depth(e: BaseException) -> int:
    d = 0
    while e is not None:
        d += 1
        e = e.__cause__ or e.__context__
    return d


def convert(n: int) -> int:
    if n == 0:
        raise LookupError("root cause")
    try:
        return convert(n - 1)
    except LookupError as e:
        raise LookupError(f"level {n}") from e


def main() -> None:
    try:
        descend(0, 700)
    except DeepError as e:
        print("caught:", e, "depth attr:", e.depth)
    print("finally blocks at:", UNWOUND)
    UNWOUND.clear()
    try:
        rethrow(450)
    except KeyError as e:
        print("rethrow:", e, "| cause:", repr(e.__cause__), "| chain:", chain_depth(e))
    try:
        convert(150)
    except LookupError as e:
        print("converted:", e, "| chain length:", chain_depth(e))
        root = e
        while root.__cause__ is not None:
            root = root.__cause__
        print("root:", root)
    caught = 0
    for depth in range(100, 800, 100):
        try:
            descend(0, depth)
        except DeepError as e:
            caught += e.depth
    print("sum of caught depths:", caught, "finally calls:", len(UNWOUND))


if __name__ == "__main__":
    main()
