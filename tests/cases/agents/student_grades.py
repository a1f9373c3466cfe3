"""Student grade book built on dataclasses: weighted averages, letter grades, ranking."""
from dataclasses import dataclass, field
from typing import Dict, List, Optional

WEIGHTS = {"homework": 0.3, "midterm": 0.3, "final": 0.4}
CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


@dataclass
class Student:
    name: str
    year: int
    scores: Dict[str, List[float]] = field(default_factory=dict)

    def add(self, category: str, score: float) -> None:
        if category not in WEIGHTS:
            raise KeyError(category)
        self.scores.setdefault(category, []).append(score)

    def category_avg(self, category: str) -> Optional[float]:
        vals = self.scores.get(category)
        if not vals:
            return None
        return sum(vals) / len(vals)

    def weighted(self) -> float:
        total = 0.0
        weight = 0.0
        for cat, w in WEIGHTS.items():
            avg = self.category_avg(cat)
            if avg is not None:
                total += avg * w
                weight += w
        return total / weight if weight else 0.0


def letter(score: float) -> str:
    for cutoff, grade in CUTOFFS:
        if score >= cutoff:
            return grade
    return "F"


@dataclass(order=True)
class Ranked:
    score: float
    name: str = field(compare=False)


def main() -> None:
    data = [
        ("Ada", 2, {"homework": [95, 88, 92], "midterm": [85], "final": [91]}),
        ("Brook", 1, {"homework": [70, 65], "midterm": [72], "final": [68]}),
        ("Cyrus", 3, {"homework": [100, 100, 98], "midterm": [94], "final": [97]}),
        ("Dana", 2, {"homework": [55, 60, 40], "midterm": [58]}),
        ("Eli", 1, {"homework": [88, 79], "midterm": [81], "final": [84]}),
    ]
    students = []
    for name, year, scores in data:
        s = Student(name, year)
        for cat, vals in scores.items():
            for v in vals:
                s.add(cat, v)
        students.append(s)
    print(students[0])
    print(f"{'name':<8}{'yr':>3}{'hw':>7}{'mid':>7}{'fin':>7}{'total':>8}  grade")
    for s in students:
        cols = []
        for cat in WEIGHTS:
            avg = s.category_avg(cat)
            cols.append(f"{avg:>7.1f}" if avg is not None else f"{'-':>7}")
        w = s.weighted()
        print(f"{s.name:<8}{s.year:>3}{''.join(cols)}{w:>8.2f}  {letter(w)}")
    ranked = sorted((Ranked(round(s.weighted(), 2), s.name) for s in students), reverse=True)
    print("ranking:", [r.name for r in ranked])
    print("top:", ranked[0], "| tie check:", Ranked(1.0, "x") == Ranked(1.0, "y"))
    dist: Dict[str, int] = {}
    for s in students:
        g = letter(s.weighted())
        dist[g] = dist.get(g, 0) + 1
    print("distribution:", {g: dist.get(g, 0) for _, g in CUTOFFS})
    by_year: Dict[int, List[str]] = {}
    for s in sorted(students, key=lambda s: s.name):
        by_year.setdefault(s.year, []).append(s.name)
    print("by year:", dict(sorted(by_year.items())))
    missing = [s.name for s in students if any(c not in s.scores for c in WEIGHTS)]
    print("missing work:", missing)
    try:
        students[0].add("quiz", 10)
    except KeyError as e:
        print("bad category:", e)


if __name__ == "__main__":
    main()
