"""Generate fantasy names with a seeded character-level Markov chain."""
import random
from collections import defaultdict, Counter
from itertools import islice

SEED_NAMES = """aldric brenna caelum daria elowen faelan gwendolyn halvard isolde jorah
kaelen lyra maelis nerys orin perrin quillon rhiannon soren thalia ulric vesper
wren xander yseult zorion arwen borin cyrene darian elara"""

ORDER = 2


def build_chain(names: list[str], order: int) -> dict[str, Counter]:
    chain: dict[str, Counter] = defaultdict(Counter)
    for name in names:
        padded = "^" * order + name + "$"
        for i in range(len(padded) - order):
            chain[padded[i:i + order]][padded[i + order]] += 1
    return chain


def pick(counter: Counter, rng: random.Random) -> str:
    letters = sorted(counter)
    weights = [counter[c] for c in letters]
    return rng.choices(letters, weights=weights)[0]


def generate(chain, rng: random.Random, order: int, max_len: int = 10) -> str:
    state = "^" * order
    out = []
    while len(out) < max_len:
        nxt = pick(chain[state], rng)
        if nxt == "$":
            break
        out.append(nxt)
        state = state[1:] + nxt
    return "".join(out)


def names_forever(chain, rng, order):
    while True:
        yield generate(chain, rng, order)


names = SEED_NAMES.split()
chain = build_chain(names, ORDER)
print(f"{len(names)} seed names, {len(chain)} states")
common = sorted(chain.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))[:5]
for state, counter in common:
    print(f"  {state!r}: {dict(sorted(counter.items()))}")

rng = random.Random(2024)
fresh = [n for n in islice(names_forever(chain, rng, ORDER), 40) if n not in names and len(n) >= 4]
print("generated:", ", ".join(n.capitalize() for n in fresh[:12]))
print("lengths:", Counter(len(n) for n in fresh).most_common(3))

rng1, rng2 = random.Random(7), random.Random(7)
a = [generate(chain, rng1, ORDER) for _ in range(5)]
b = [generate(chain, rng2, ORDER) for _ in range(5)]
print("reproducible:", a == b, a)

rng3 = random.Random(1)
state = rng3.getstate()
x = [rng3.random() for _ in range(3)]
rng3.setstate(state)
y = [rng3.random() for _ in range(3)]
print(x == y, [round(v, 6) for v in x])
print(rng3.randint(1, 6), rng3.choice(names), rng3.sample(names, 3))
random.seed("names")
print(round(random.random(), 10), random.randrange(10))
