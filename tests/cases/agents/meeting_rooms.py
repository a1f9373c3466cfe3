"""Calendar utilities: merge intervals, find free slots, assign meeting rooms greedily."""
from typing import List, Tuple, Dict


def hhmm(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h:02d}:{m:02d}"


def parse_time(s: str) -> int:
    h, m = s.split(":")
    return int(h) * 60 + int(m)


def merge(intervals: List[Tuple[int, int]]) -> List[Tuple[int, int]]:
    merged: List[Tuple[int, int]] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy: List[Tuple[int, int]], day: Tuple[int, int], min_len: int) -> List[Tuple[int, int]]:
    slots = []
    cursor = day[0]
    for s, e in merge(busy):
        if s - cursor >= min_len:
            slots.append((cursor, s))
        cursor = max(cursor, e)
    if day[1] - cursor >= min_len:
        slots.append((cursor, day[1]))
    return slots


def assign_rooms(meetings: List[Tuple[str, Tuple[int, int]]]) -> Dict[str, List[str]]:
    rooms: List[Tuple[int, str]] = []
    schedule: Dict[str, List[str]] = {}
    for name, (s, e) in sorted(meetings, key=lambda m: (m[1][0], m[1][1], m[0])):
        rooms.sort()
        if rooms and rooms[0][0] <= s:
            _, room = rooms.pop(0)
        else:
            room = f"room-{len(schedule) + 1}"
        schedule.setdefault(room, []).append(name)
        rooms.append((e, room))
    return schedule


def main() -> None:
    raw = {
        "alice": ["09:00-10:00", "10:30-12:00", "13:00-13:30"],
        "bob": ["09:30-10:15", "11:45-12:30", "15:00-16:00"],
        "carol": ["08:00-08:45", "12:15-13:15", "16:30-17:30"],
    }
    busy: Dict[str, List[Tuple[int, int]]] = {}
    for person, spans in raw.items():
        busy[person] = [tuple(parse_time(p) for p in span.split("-")) for span in spans]
    everyone = [iv for ivs in busy.values() for iv in ivs]
    print("merged busy:", ", ".join(f"{hhmm(s)}-{hhmm(e)}" for s, e in merge(everyone)))
    day = (parse_time("08:00"), parse_time("18:00"))
    for min_len in (30, 60):
        slots = free_slots(everyone, day, min_len)
        print(f"free >= {min_len} min:", [f"{hhmm(s)}-{hhmm(e)}" for s, e in slots])
    total_busy = sum(e - s for s, e in merge(everyone))
    print(f"busy {total_busy} min of {day[1] - day[0]} ({100 * total_busy / (day[1] - day[0]):.1f}%)")
    for person in sorted(busy):
        mine = sum(e - s for s, e in busy[person])
        print(f"  {person:<6} {mine:>4} min {'#' * (mine // 15)}")
    meetings = [(f"{p}-{i}", iv) for p, ivs in busy.items() for i, iv in enumerate(ivs, 1)]
    schedule = assign_rooms(meetings)
    print("rooms needed:", len(schedule))
    for room, names in schedule.items():
        print(f"  {room}: {names}")
    overlaps = [(a, b) for i, (a, x) in enumerate(meetings) for (b, y) in meetings[i + 1:]
                if x[0] < y[1] and y[0] < x[1]]
    print("overlapping pairs:", overlaps)


if __name__ == "__main__":
    main()
