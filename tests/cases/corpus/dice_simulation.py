"""Monte Carlo dice simulation with a fixed seed: distribution, streaks, expected values."""
import random
from collections import Counter
from itertools import product, groupby, accumulate
import math


def roll(n_dice: int, sides: int = 6) -> int:
    return sum(random.randint(1, sides) for _ in range(n_dice))


def exact_distribution(n_dice: int, sides: int = 6) -> dict[int, float]:
    counts = Counter(sum(combo) for combo in product(range(1, sides + 1), repeat=n_dice))
    total = sides ** n_dice
    return {k: v / total for k, v in sorted(counts.items())}


random.seed(42)
TRIALS = 2000
results = [roll(2) for _ in range(TRIALS)]
observed = Counter(results)
exact = exact_distribution(2)

print(f"{'sum':>3} {'obs':>6} {'exp':>6} {'diff':>7}")
chi2 = 0.0
for total in range(2, 13):
    obs = observed[total] / TRIALS
    exp = exact[total]
    chi2 += (observed[total] - exp * TRIALS) ** 2 / (exp * TRIALS)
    print(f"{total:>3} {obs:>6.3f} {exp:>6.3f} {obs - exp:>+7.3f}")
print(f"chi-square: {chi2:.3f}")

mean = sum(results) / TRIALS
var = sum((x - mean) ** 2 for x in results) / (TRIALS - 1)
print(f"mean={mean:.4f} stdev={math.sqrt(var):.4f} expected mean=7")

sevens = [r == 7 for r in results]
streaks = [len(list(g)) for k, g in groupby(sevens) if k]
print(f"longest run of sevens: {max(streaks)}, runs: {len(streaks)}")

running = list(accumulate(results[:10]))
print("first rolls:", results[:10])
print("running sum:", running)

random.seed(7)
doubles = 0
for _ in range(500):
    a, b = random.randint(1, 6), random.randint(1, 6)
    if a == b:
        doubles += 1
print(f"doubles: {doubles}/500 = {doubles / 500:.1%} (expect {1 / 6:.1%})")

random.seed(2024)
hand = random.sample(range(1, 53), 5)
print("sample:", hand, "choice:", random.choice("ABCDEF"))
deck = list(range(10))
random.shuffle(deck)
print("shuffled:", deck)
print("uniform:", round(random.uniform(1, 10), 6), "gauss:", round(random.gauss(0, 1), 6))
weights = [random.choices(["H", "T"], weights=[0.7, 0.3])[0] for _ in range(20)]
print("biased coin:", "".join(weights), Counter(weights)["H"])
print(f"exact P(12) = {exact[12]:.5f} = 1/{1 / exact[12]:.0f}")
print(sorted(exact_distribution(3).items())[:4])
