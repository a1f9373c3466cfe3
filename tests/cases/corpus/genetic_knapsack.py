"""Solve a knapsack with a seeded genetic algorithm and compare with exact DP and brute force."""
import random
from itertools import combinations, compress
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Item:
    name: str
    weight: int
    value: int


ITEMS = [Item("tent", 11, 30), Item("stove", 4, 10), Item("rope", 3, 6), Item("camera", 5, 28),
         Item("book", 2, 3), Item("food", 9, 40), Item("water", 8, 35), Item("radio", 6, 14),
         Item("lamp", 3, 12), Item("map", 1, 5), Item("first-aid", 2, 18), Item("chair", 7, 8)]
CAPACITY = 30


def fitness(genome: tuple[int, ...]) -> int:
    chosen = list(compress(ITEMS, genome))
    weight = sum(i.weight for i in chosen)
    return sum(i.value for i in chosen) if weight <= CAPACITY else 0


def mutate(g: tuple[int, ...], rate: float) -> tuple[int, ...]:
    return tuple(1 - b if random.random() < rate else b for b in g)


def crossover(a, b):
    cut = random.randrange(1, len(a))
    return a[:cut] + b[cut:]


def evolve(generations: int, size: int, seed: int) -> tuple[int, tuple[int, ...], list[int]]:
    random.seed(seed)
    pop = [tuple(random.choice((0, 0, 1)) for _ in ITEMS) for _ in range(size)]
    best_history = []
    for _ in range(generations):
        pop.sort(key=fitness, reverse=True)
        best_history.append(fitness(pop[0]))
        elite = pop[: size // 4]
        children = [mutate(crossover(*random.sample(elite, 2)), 0.05) for _ in range(size - len(elite))]
        pop = elite + children
    best = max(pop, key=fitness)
    return fitness(best), best, best_history


@lru_cache(maxsize=None)
def dp(i: int, cap: int) -> int:
    if i == len(ITEMS):
        return 0
    skip = dp(i + 1, cap)
    it = ITEMS[i]
    return max(skip, it.value + dp(i + 1, cap - it.weight)) if it.weight <= cap else skip


brute = max((sum(i.value for i in c), tuple(sorted(i.name for i in c)))
            for r in range(len(ITEMS) + 1) for c in combinations(ITEMS, r)
            if sum(i.weight for i in c) <= CAPACITY)
print(f"brute force optimum: {brute[0]} with {brute[1]}")
print(f"dynamic programming: {dp(0, CAPACITY)} ({dp.cache_info().currsize} states)")
for seed in (1, 2, 3):
    score, genome, hist = evolve(25, 24, seed)
    names = [i.name for i in compress(ITEMS, genome)]
    print(f"GA seed {seed}: {score} ({score / brute[0]:.1%}) weight {sum(i.weight for i in compress(ITEMS, genome))} {names}")
    print(f"   progress: {hist[::5]}")
ratio = sorted(ITEMS, key=lambda i: i.value / i.weight, reverse=True)
greedy, w = [], 0
for it in ratio:
    if w + it.weight <= CAPACITY:
        greedy.append(it)
        w += it.weight
print(f"greedy: {sum(i.value for i in greedy)} {[i.name for i in greedy]}")
print(ITEMS[0], ITEMS[0] == Item("tent", 11, 30), len(set(ITEMS)))
