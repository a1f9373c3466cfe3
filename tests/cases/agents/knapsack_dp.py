"""Dynamic programming classics: 0/1 knapsack, coin change, LCS and edit distance."""
from typing import List, Tuple, Dict


def knapsack(items: List[Tuple[str, int, int]], capacity: int) -> Tuple[int, List[str]]:
    n = len(items)
    best = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i, (_, weight, value) in enumerate(items, 1):
        for w in range(capacity + 1):
            best[i][w] = best[i - 1][w]
            if weight <= w and best[i - 1][w - weight] + value > best[i][w]:
                best[i][w] = best[i - 1][w - weight] + value
    chosen, w = [], capacity
    for i in range(n, 0, -1):
        if best[i][w] != best[i - 1][w]:
            name, weight, _ = items[i - 1]
            chosen.append(name)
            w -= weight
    return best[n][capacity], chosen[::-1]


def coin_change(coins: List[int], amount: int) -> Tuple[int, Dict[int, int]]:
    INF = amount + 1
    dp = [0] + [INF] * amount
    last = [0] * (amount + 1)
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a] = dp[a - c] + 1
                last[a] = c
    if dp[amount] >= INF:
        return -1, {}
    used: Dict[int, int] = {}
    a = amount
    while a:
        used[last[a]] = used.get(last[a], 0) + 1
        a -= last[a]
    return dp[amount], dict(sorted(used.items(), reverse=True))


def count_ways(coins: List[int], amount: int) -> int:
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


def lcs(a: str, b: str) -> str:
    dp = [[""] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                dp[i][j] = a[i] + dp[i + 1][j + 1]
            else:
                dp[i][j] = max(dp[i + 1][j], dp[i][j + 1], key=len)
    return dp[0][0]


def edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def main() -> None:
    items = [("tent", 5, 60), ("stove", 3, 50), ("food", 4, 70), ("camera", 2, 30),
             ("book", 1, 10), ("water", 3, 40), ("rope", 2, 15)]
    for cap in (5, 10, 15):
        value, chosen = knapsack(items, cap)
        weight = sum(w for n, w, _ in items if n in chosen)
        print(f"capacity {cap:>2}: value {value:>3}, weight {weight:>2}, items {chosen}")
    for coins, amount in [([1, 5, 10, 25], 63), ([1, 3, 4], 6), ([5, 10], 3), ([2, 5, 10], 27)]:
        n, used = coin_change(coins, amount)
        print(f"change {amount} with {coins}: {n} coins {used}; ways={count_ways(coins, amount)}")
    for a, b in [("ABCBDAB", "BDCABA"), ("kitten", "sitting"), ("dynamic", "programming"), ("", "abc")]:
        print(f"lcs({a!r}, {b!r}) = {lcs(a, b)!r}; edit distance = {edit_distance(a, b)}")
    words = ["apple", "apply", "ample", "maple", "angle", "applet"]
    target = "appel"
    ranked = sorted(words, key=lambda w: (edit_distance(target, w), w))
    print("closest to", repr(target) + ":", [(w, edit_distance(target, w)) for w in ranked[:3]])


if __name__ == "__main__":
    main()
