"""Parse human durations like '1h30m', normalize, sum timesheets and format reports."""
from typing import Dict, List, Tuple

UNITS = {"w": 7 * 24 * 3600, "d": 24 * 3600, "h": 3600, "m": 60, "s": 1}


class DurationError(ValueError):
    pass


def parse_duration(text: str) -> int:
    s = text.strip().lower().replace(" ", "")
    if not s:
        raise DurationError("empty duration")
    if s.isdigit():
        return int(s) * 60
    total, num, seen = 0, "", []
    for ch in s:
        if ch.isdigit():
            num += ch
        elif ch in UNITS:
            if not num:
                raise DurationError(f"unit {ch!r} without number in {text!r}")
            if ch in seen:
                raise DurationError(f"unit {ch!r} repeated in {text!r}")
            if seen and list(UNITS).index(ch) < list(UNITS).index(seen[-1]):
                raise DurationError(f"units out of order in {text!r}")
            seen.append(ch)
            total += int(num) * UNITS[ch]
            num = ""
        else:
            raise DurationError(f"bad character {ch!r} in {text!r}")
    if num:
        raise DurationError(f"trailing number without unit in {text!r}")
    return total


def format_duration(seconds: int, compact: bool = True) -> str:
    if seconds == 0:
        return "0s"
    parts = []
    for unit, size in UNITS.items():
        n, seconds = divmod(seconds, size)
        if n:
            parts.append((n, unit))
    if compact:
        return "".join(f"{n}{u}" for n, u in parts)
    names = {"w": "week", "d": "day", "h": "hour", "m": "minute", "s": "second"}
    words = [f"{n} {names[u]}{'s' if n != 1 else ''}" for n, u in parts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def clock(seconds: int) -> str:
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h:02d}:{m:02d}:{s:02d}"


TIMESHEET = [
    ("mon", "ann", "2h30m"), ("mon", "bob", "45m"), ("tue", "ann", "1h 15m"), ("tue", "bob", "3h"),
    ("wed", "ann", "90"), ("wed", "bob", "1h5m30s"), ("thu", "ann", "4h"), ("thu", "bob", "x1h"),
    ("fri", "ann", "30m1h"), ("fri", "bob", "2h2h"), ("fri", "cat", "1d"),
]


def main() -> None:
    for text in ["1h30m", "90", "2d4h", "1w", "45s", "3h 0m 15s", "1w2d3h4m5s"]:
        secs = parse_duration(text)
        print(f"{text:>12} = {secs:>7}s = {format_duration(secs):<12} = {format_duration(secs, compact=False)}")
    totals: Dict[str, int] = {}
    errors: List[Tuple[str, str]] = []
    for day, who, text in TIMESHEET:
        try:
            totals[who] = totals.get(who, 0) + parse_duration(text)
        except DurationError as e:
            errors.append((f"{day}/{who}", str(e)))
    print(f"{'who':<5}{'total':>10}{'clock':>10}")
    for who, secs in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"{who:<5}{format_duration(secs):>10}{clock(secs):>10}")
    print("rejected entries:")
    for where, msg in errors:
        print(f"  {where}: {msg}")
    grand = sum(totals.values())
    print("grand total:", format_duration(grand, compact=False), f"({grand / 3600:.2f} h)")
    for bad in ["", "h", "5x"]:
        try:
            parse_duration(bad)
        except ValueError as e:
            print("error:", e)


if __name__ == "__main__":
    main()
