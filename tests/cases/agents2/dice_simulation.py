# A seeded random simulation: dice rolls, shuffled decks, weighted choices, sampling and
# gaussian noise, summarised with statistics.
import random
import statistics
from collections import Counter

random.seed(2024)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(1000)]
hist = Counter(rolls)
for total in range(2, 13):
    print(f"{total:>2} {'#' * (hist[total] // 5)} {hist[total]}")
print(statistics.mean(rolls), statistics.median(rolls), statistics.mode(rolls))
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:8], len(set(deck)))
hands = [deck[i:i + 5] for i in range(0, 20, 5)]
print(hands)
print(random.sample(range(100), 10), random.sample("abcdefgh", 3))
print(random.choice(["red", "green", "blue"]), random.choices("abc", weights=[5, 1, 1], k=10))
print(random.choices(range(5), cum_weights=[1, 2, 3, 4, 10], k=6))
print([round(random.random(), 6) for _ in range(3)], round(random.uniform(10, 20), 6))
print([random.randrange(0, 100, 7) for _ in range(5)], random.randrange(10))
noise = [random.gauss(50, 5) for _ in range(500)]
print(round(statistics.mean(noise), 6), round(statistics.stdev(noise), 6))
print([round(x, 4) for x in noise[:4]])
rng = random.Random(7)
print(rng.randint(0, 10**12), rng.getrandbits(16), rng.random())
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)])
walk = 0
path = []
random.seed("walk")
for _ in range(20):
    walk += random.choice((-1, 1))
    path.append(walk)
print(path, max(path), min(path))
wins = sum(1 for _ in range(2000) if random.random() < 0.3)
print(wins, wins / 2000)
print(random.triangular(0, 10, 3) if hasattr(random, "triangular") else "", random.expovariate(2) > 0)
