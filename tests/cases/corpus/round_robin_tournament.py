"""Round-robin tournament: schedule with itertools, simulate with a seeded RNG, rank teams."""
import random
from itertools import combinations, permutations, islice, chain, cycle
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cmp_to_key


@dataclass
class Standing:
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0
    form: list[str] = field(default_factory=list)

    @property
    def points(self) -> int:
        return 3 * self.won + self.drawn

    @property
    def diff(self) -> int:
        return self.goals_for - self.goals_against


TEAMS = ["Lions", "Tigers", "Bears", "Wolves", "Eagles"]
STRENGTH = {"Lions": 1.8, "Tigers": 1.5, "Bears": 1.2, "Wolves": 1.0, "Eagles": 0.7}

random.seed(11)
fixtures = list(combinations(TEAMS, 2))
print(f"{len(fixtures)} fixtures; first three: {fixtures[:3]}")
table = {t: Standing(t) for t in TEAMS}


def goals(strength: float) -> int:
    return sum(1 for _ in range(6) if random.random() < strength / 6)


for home, away in fixtures:
    hg, ag = goals(STRENGTH[home] + 0.2), goals(STRENGTH[away])
    for team, gf, ga in ((home, hg, ag), (away, ag, hg)):
        s = table[team]
        s.played += 1
        s.goals_for += gf
        s.goals_against += ga
        if gf > ga:
            s.won += 1
            s.form.append("W")
        elif gf == ga:
            s.drawn += 1
            s.form.append("D")
        else:
            s.lost += 1
            s.form.append("L")
    print(f"  {home:>7} {hg}-{ag} {away:<7}")


def compare(a: Standing, b: Standing) -> int:
    ka = (a.points, a.diff, a.goals_for)
    kb = (b.points, b.diff, b.goals_for)
    if ka != kb:
        return -1 if ka > kb else 1
    return -1 if a.team < b.team else 1


ranked = sorted(table.values(), key=cmp_to_key(compare))
print(f"{'#':>2} {'team':<7} {'P':>2} {'W':>2} {'D':>2} {'L':>2} {'GD':>4} {'Pts':>4}  form")
for pos, s in enumerate(ranked, 1):
    print(f"{pos:>2} {s.team:<7} {s.played:>2} {s.won:>2} {s.drawn:>2} {s.lost:>2} "
          f"{s.diff:>+4} {s.points:>4}  {''.join(s.form[-3:])}")

results = Counter(chain.from_iterable(s.form for s in table.values()))
print("W/D/L totals:", dict(sorted(results.items())))
podiums = list(islice(permutations(t.team for t in ranked[:3]), 4))
print("podium orderings:", podiums)
print(f"possible podiums of 5: {len(list(permutations(TEAMS, 3)))}")

rotation = cycle(TEAMS)
duty = [next(rotation) for _ in range(7)]
print("referee duty:", duty)
opponents = defaultdict(list)
for a, b in fixtures:
    opponents[a].append(b)
    opponents[b].append(a)
print({k: len(v) for k, v in opponents.items()})
