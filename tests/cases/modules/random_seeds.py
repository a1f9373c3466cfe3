# The Mersenne Twister seeded from ints (negative, big), str (sha512), floats and bools:
# every draw printed with repr, so every bit is compared with CPython's.
import random

for s in [0, 1, 2, 42, 12345, -1, -42, 2**32 - 1, 2**32, 2**64 + 3, -(2**100), 10**50, True, False]:
    random.seed(s)
    print(s, repr(random.random()), random.getrandbits(32), random.getrandbits(1))

for s in ["", "a", "hello", "héllo wörld", "x" * 300, "🐍"]:
    random.seed(s)
    print(repr(s[:10]), repr(random.random()), random.getrandbits(40))
    random.seed(s, version=1)
    print("v1", repr(random.random()))

for s in [0.0, 1.5, -1.5, 3.141592653589793, 1e300, -0.0, float("inf")]:
    random.seed(s)
    print(s, repr(random.random()))

random.seed(7)
print([random.getrandbits(k) for k in (0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 200)])
random.seed(7, version=2)
print(repr(random.random()))

# 624 words later the state regenerates.
random.seed(99)
xs = [random.random() for _ in range(700)]
print(repr(xs[0]), repr(xs[311]), repr(xs[312]), repr(xs[699]))
