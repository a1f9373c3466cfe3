"""Student grade book: weighted scores, letter grades via bisect, ranking with ties, curves."""
import bisect
import math
from dataclasses import dataclass, field
from collections import defaultdict, Counter
from operator import attrgetter, itemgetter
from functools import total_ordering

WEIGHTS = {"homework": 0.25, "midterm": 0.30, "final": 0.35, "participation": 0.10}
CUTOFFS = [60, 67, 70, 73, 77, 80, 83, 87, 90, 93]
LETTERS = ["F", "D", "D+", "C-", "C", "C+", "B-", "B", "B+", "A-", "A"]


@total_ordering
@dataclass
class Student:
    name: str
    section: str
    scores: dict[str, float] = field(default_factory=dict)

    @property
    def total(self) -> float:
        missing = set(WEIGHTS) - set(self.scores)
        if missing:
            raise ValueError(f"{self.name} is missing {sorted(missing)}")
        return sum(self.scores[k] * w for k, w in WEIGHTS.items())

    def __lt__(self, other: "Student") -> bool:
        return (self.total, self.name) < (other.total, other.name)


def letter(score: float) -> str:
    return LETTERS[bisect.bisect_right(CUTOFFS, score)]


ROSTER = [
    ("Ana", "A", 92, 88, 95, 100), ("Ben", "A", 75, 64, 70, 90), ("Cal", "B", 85, 91, 79, 80),
    ("Dee", "B", 60, 55, 58, 70), ("Eve", "A", 98, 97, 99, 95), ("Fox", "B", 85, 91, 79, 80),
    ("Gil", "C", 70, 72, 68, 100), ("Hal", "C", 88, 79, 83, 60),
]
students = [Student(n, s, dict(zip(WEIGHTS, sc))) for n, s, *sc in ROSTER]
students.append(Student("Ivy", "C", {"homework": 90, "midterm": 85}))

graded, errors = [], []
for st in students:
    try:
        graded.append((st, st.total))
    except ValueError as exc:
        errors.append(str(exc))
print("errors:", errors)

ranked = sorted(graded, key=itemgetter(1), reverse=True)
rank, prev = 0, None
for i, (st, total) in enumerate(ranked, 1):
    if total != prev:
        rank, prev = i, total
    print(f"{rank:>2}. {st.name:<4} {st.section} {total:6.2f} {letter(total):<2}")

dist = Counter(letter(t) for _, t in graded)
for l in LETTERS[::-1]:
    if dist[l]:
        print(f"{l:<2} {'█' * dist[l]}")

by_section = defaultdict(list)
for st, t in graded:
    by_section[st.section].append(t)
for sec, ts in sorted(by_section.items()):
    mean = sum(ts) / len(ts)
    sd = math.sqrt(sum((x - mean) ** 2 for x in ts) / len(ts))
    print(f"section {sec}: n={len(ts)} mean={mean:.2f} sd={sd:.2f} best={max(ts):.2f}")

top = max(t for _, t in graded)
curve = 100 - top
curved = {st.name: letter(min(100, t + curve)) for st, t in graded}
print(f"curve +{curve:.2f}:", curved)
done = [st for st, _ in graded]
print("min/max by ordering:", min(done).name, max(done).name, sorted(done)[1].name)
print(Student("X", "A", {k: 90 for k in WEIGHTS}) >= Student("Y", "A", {k: 89 for k in WEIGHTS}))
print([s.name for s in sorted(done, key=attrgetter("section", "name"))])
print([letter(x) for x in (0, 59.99, 60, 89.999, 90, 93, 100)])
