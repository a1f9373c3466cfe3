"""Tally ranked-choice ballots: first-past-the-post, instant runoff rounds, Borda count."""
import random
from collections import Counter, defaultdict
from itertools import permutations, chain
from operator import itemgetter

CANDIDATES = ["Avery", "Blake", "Casey", "Drew"]
random.seed(2020)
PROFILES = list(permutations(CANDIDATES, 3))
WEIGHTS = [random.randint(1, 9) for _ in PROFILES]
ballots = random.choices(PROFILES, weights=WEIGHTS, k=301)
ballots += [("Drew",)] * 12 + [()] * 3
print(f"{len(ballots)} ballots, {sum(1 for b in ballots if not b)} blank")

first = Counter(b[0] for b in ballots if b)
print("first preferences:")
for name, n in first.most_common():
    print(f"  {name:<6} {n:>4} {n / sum(first.values()):6.1%}")


def instant_runoff(ballots: list[tuple[str, ...]], candidates: list[str]) -> str:
    remaining = set(candidates)
    rnd = 1
    while True:
        tally = Counter({c: 0 for c in remaining})
        exhausted = 0
        for b in ballots:
            choice = next((c for c in b if c in remaining), None)
            if choice is None:
                exhausted += 1
            else:
                tally[choice] += 1
        active = sum(tally.values())
        ordered = sorted(tally.items(), key=lambda kv: (-kv[1], kv[0]))
        print(f"round {rnd}: " + ", ".join(f"{c}={n}" for c, n in ordered) + f" (exhausted {exhausted})")
        leader, votes = ordered[0]
        if votes * 2 > active or len(remaining) == 1:
            return leader
        loser = min(tally.items(), key=lambda kv: (kv[1], kv[0]))[0]
        print(f"   eliminate {loser}")
        remaining.remove(loser)
        rnd += 1


winner = instant_runoff(ballots, CANDIDATES)
print("IRV winner:", winner)
borda = defaultdict(int)
for b in ballots:
    for rank, c in enumerate(b):
        borda[c] += len(CANDIDATES) - 1 - rank
print("Borda:", sorted(borda.items(), key=itemgetter(1), reverse=True))
pairwise_wins = Counter()
for x, y in permutations(CANDIDATES, 2):
    pref = sum(1 for b in ballots if x in b and (y not in b or b.index(x) < b.index(y)))
    against = sum(1 for b in ballots if y in b and (x not in b or b.index(y) < b.index(x)))
    if pref > against:
        pairwise_wins[x] += 1
condorcet = [c for c in CANDIDATES if pairwise_wins[c] == len(CANDIDATES) - 1]
print("pairwise wins:", dict(sorted(pairwise_wins.items())), "Condorcet winner:", condorcet or None)
mentions = Counter(chain.from_iterable(ballots))
print("mentioned anywhere:", mentions.most_common(), sum(mentions.values()))
print("most common ballot:", Counter(ballots).most_common(2))
