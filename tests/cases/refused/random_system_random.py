# pyrite-refuses: NotImplementedError: random.SystemRandom is not supported
# pyrite-exit: 1
import random

print(random.random() < 1.0)
rng = random.SystemRandom()
print(rng.random() < 1.0)
