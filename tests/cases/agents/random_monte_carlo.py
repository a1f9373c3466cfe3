# An agent's seeded Monte Carlo: estimate pi, a dice game's odds and a random walk, with a
# report in f-strings.
import random
import math

random.seed(20240601)

def estimate_pi(n):
    inside = 0
    for _ in range(n):
        x, y = random.random(), random.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4 * inside / n

for n in (100, 1000, 10000):
    est = estimate_pi(n)
    print(f"n={n:>6}: pi ~ {est:.5f} (error {abs(est - math.pi):.5f})")

def craps():
    roll = random.randint(1, 6) + random.randint(1, 6)
    if roll in (7, 11):
        return True
    if roll in (2, 3, 12):
        return False
    point = roll
    while True:
        roll = random.randint(1, 6) + random.randint(1, 6)
        if roll == point:
            return True
        if roll == 7:
            return False

wins = sum(craps() for _ in range(5000))
print(f"craps: won {wins} of 5000 ({wins / 5000:.2%})")

pos = 0
path = []
for step in range(1000):
    pos += random.choice((-1, 1))
    if step % 100 == 99:
        path.append(pos)
print("walk:", path)
samples = [random.gauss(100, 15) for _ in range(2000)]
mean = sum(samples) / len(samples)
var = sum((s - mean) ** 2 for s in samples) / (len(samples) - 1)
print(f"gauss: mean={mean:.4f} stdev={var ** 0.5:.4f} min={min(samples):.3f} max={max(samples):.3f}")
arrivals = [random.expovariate(1 / 5) for _ in range(10)]
print("arrivals:", [round(a, 3) for a in arrivals])
print(repr(random.random()))
