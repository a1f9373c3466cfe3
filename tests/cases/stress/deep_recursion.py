"""Plain recursion to 900 frames: sums, tree building, flattening and memoized paths."""
from typing import Any, Dict, List


def sum_to(n: int) -> int:
    return 0 if n == 0 else n + sum_to(n - 1)


def count_down(n: int, acc: List[int]) -> List[int]:
    if n < 0:
        return acc
    if n % 100 == 0:
        acc.append(n)
    return count_down(n - 1, acc)


def build_nested(n: int) -> Any:
    return [] if n == 0 else [n, build_nested(n - 1)]


def flatten(x: Any) -> List[int]:
    if not x:
        return []
    head, rest = x
    return [head] + flatten(rest)


def depth(x: Any) -> int:
    return 0 if not x else 1 + depth(x[1])


class Walker:
    def __init__(self) -> None:
        self.visited = 0

    def walk(self, n: int) -> int:
        self.visited += 1
        if n == 0:
            return 0
        return 1 + self.walk(n - 1)


MEMO: Dict[int, int] = {}


def collatz_len(n: int) -> int:
    if n == 1:
        return 1
    if n in MEMO:
        return MEMO[n]
    nxt = n // 2 if n % 2 == 0 else 3 * n + 1
    result = 1 + collatz_len(nxt)
    MEMO[n] = result
    return result


def ackermann(m: int, n: int) -> int:
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def main() -> None:
    print("sum_to(900) =", sum_to(900), "check:", 900 * 901 // 2)
    print("count_down marks:", count_down(900, []))
    nested = build_nested(900)
    flat = flatten(nested)
    print("flatten:", len(flat), flat[:3], flat[-3:], "depth:", depth(nested))
    w = Walker()
    print("method recursion:", w.walk(900), "visited:", w.visited)
    best = max(range(1, 3000), key=collatz_len)
    print("longest collatz under 3000:", best, collatz_len(best), "memo size:", len(MEMO))
    print("ackermann(2, 3) =", ackermann(2, 3), "ackermann(3, 3) =", ackermann(3, 3))
    total = 0
    for n in range(0, 901, 100):
        total += sum_to(n)
    print("sum of sums:", total)


if __name__ == "__main__":
    main()
