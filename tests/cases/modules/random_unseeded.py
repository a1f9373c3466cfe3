# A script that never seeds: Pyrite's generator starts as random.seed(0) (the run's default
# seed; CPython would use OS randomness), so the case compares only what holds either way.
import random

x = random.random()
print(0.0 <= x < 1.0, type(x).__name__)
random.seed()
random.seed(None)
r = random.Random()
print(0.0 <= r.random() < 1.0)
print(sorted(random.sample(range(5), 5)))
