"""Roman numeral conversion both ways, with strict validation and round-trip checks."""
from typing import List, Tuple

PAIRS: List[Tuple[int, str]] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


class RomanError(ValueError):
    pass


def to_roman(n: int) -> str:
    if not isinstance(n, int) or isinstance(n, bool):
        raise RomanError(f"expected int, got {type(n).__name__}")
    if not 0 < n < 4000:
        raise RomanError(f"{n} out of range 1..3999")
    out = []
    for value, sym in PAIRS:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s: str) -> int:
    s = s.strip().upper()
    if not s:
        raise RomanError("empty numeral")
    bad = [ch for ch in s if ch not in VALUES]
    if bad:
        raise RomanError(f"invalid characters {bad} in {s!r}")
    total = 0
    for i, ch in enumerate(s):
        v = VALUES[ch]
        if i + 1 < len(s) and VALUES[s[i + 1]] > v:
            total -= v
        else:
            total += v
    if to_roman(total) != s:
        raise RomanError(f"{s!r} is not canonical (did you mean {to_roman(total)}?)")
    return total


def main() -> None:
    for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
        r = to_roman(n)
        print(f"{n:>5} -> {r:<12} -> {from_roman(r)}")
    ok = all(from_roman(to_roman(n)) == n for n in range(1, 4000))
    print("round trip 1..3999:", ok)
    longest = max(range(1, 4000), key=lambda n: (len(to_roman(n)), -n))
    print("longest numeral:", longest, to_roman(longest), len(to_roman(longest)))
    lengths = {}
    for n in range(1, 101):
        lengths.setdefault(len(to_roman(n)), []).append(n)
    for k in sorted(lengths):
        nums = lengths[k]
        print(f"  length {k}: {len(nums):>2} numbers, e.g. {nums[:4]}")
    for bad in ["IIII", "VX", "ABC", "", "mcmxcix", "IC"]:
        try:
            print(f"{bad!r} -> {from_roman(bad)}")
        except RomanError as e:
            print(f"{bad!r} -> error: {e}")
    for bad in [0, 4000, 2.5, True]:
        try:
            to_roman(bad)
        except ValueError as e:
            print("to_roman error:", e)
    total = sum(from_roman(r) for r in "XII IX MMXX".split())
    print("sum of XII IX MMXX =", total, "=", to_roman(total))


if __name__ == "__main__":
    main()
