# Shuffling and dealing a deck, sampling hands, weighted draws from a bag, with a fresh
# Random per game so games are reproducible independently.
import random
from collections import Counter

SUITS = "♠♥♦♣"
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
deck = [r + s for s in SUITS for r in RANKS]

def deal(seed, players=4, cards=5):
    rng = random.Random(seed)
    d = deck[:]
    rng.shuffle(d)
    hands = [d[i * cards:(i + 1) * cards] for i in range(players)]
    return hands, d[players * cards:]

for seed in (1, 2, "tournament-7"):
    hands, rest = deal(seed)
    print(f"game {seed!r}:")
    for i, h in enumerate(hands):
        print(f"  player {i + 1}: {' '.join(h)}")
    print(f"  {len(rest)} cards left, top {rest[0]}")

rng = random.Random(99)
print("sample:", rng.sample(deck, 7))
bag = rng.sample(["red", "green", "blue"], counts=[5, 3, 2], k=6)
print("bag:", bag)
draws = rng.choices(["common", "rare", "epic"], weights=[80, 15, 5], k=1000)
print(sorted(Counter(draws).items()))
state = rng.getstate()
a = rng.sample(range(52), 5)
rng.setstate(state)
print("replay:", a == rng.sample(range(52), 5), a)
print("flush odds:", sum(len({c[-1] for c in rng.sample(deck, 5)}) == 1 for _ in range(3000)))
