"""Dynamic programming with functools: grid paths, coin change, edit distance."""
from functools import lru_cache, reduce, partial, cache
from operator import mul, add
import math


@lru_cache(maxsize=None)
def grid_paths(rows: int, cols: int) -> int:
    if rows == 1 or cols == 1:
        return 1
    return grid_paths(rows - 1, cols) + grid_paths(rows, cols - 1)


@cache
def coin_ways(amount: int, coins: tuple[int, ...]) -> int:
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return coin_ways(amount - coins[0], coins) + coin_ways(amount, coins[1:])


def min_coins(amount: int, coins: list[int]) -> int | None:
    best = [0] + [math.inf] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
    return None if best[amount] == math.inf else int(best[amount])


@lru_cache(maxsize=256)
def edit_distance(a: str, b: str) -> int:
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))


for r, c in [(2, 2), (3, 3), (5, 5), (10, 10), (16, 16)]:
    n = grid_paths(r, c)
    assert n == math.comb(r + c - 2, r - 1)
    print(f"paths in {r}x{c} grid: {n:,}")
print(grid_paths.cache_info())

coins = (25, 10, 5, 1)
for amount in (10, 30, 100):
    print(f"ways to make {amount}c: {coin_ways(amount, coins)}, fewest coins: {min_coins(amount, list(coins))}")
print("impossible:", min_coins(7, [2, 4]))

pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc")]
for a, b in pairs:
    print(f"edit({a!r}, {b!r}) = {edit_distance(a, b)}")
info = edit_distance.cache_info()
print(f"hits={info.hits} misses={info.misses} maxsize={info.maxsize} currsize={info.currsize}")
edit_distance.cache_clear()
print("after clear:", edit_distance.cache_info().currsize)

factorial = partial(reduce, mul)
print("10! via reduce:", factorial(range(1, 11)), math.factorial(10))
total = reduce(add, [[1], [2, 3], [4]], [])
print("flattened:", total)
print("gcd of many:", reduce(math.gcd, [84, 126, 210]))
to_binary = partial(int, base=2)
print("binary:", [to_binary(s) for s in ("101", "1111", "100000")])
print(to_binary.func.__name__, to_binary.args, to_binary.keywords)
power_of_two = partial(pow, 2)
print([power_of_two(k) for k in range(8)])
longest = reduce(lambda acc, w: w if len(w) > len(acc) else acc, ["a", "abc", "ab", "abcd", "xyz"])
print("longest:", longest)
print(f"C(52, 5) = {math.comb(52, 5):,}; P(10, 3) = {math.perm(10, 3)}")
print(grid_paths.__name__, coin_ways.__name__)
