"""Sheer volume: 100,000-iteration loops over ints, dicts, lists, strings and sets."""


def collatz_steps(limit: int) -> int:
    best, best_n = 0, 0
    for n in range(1, limit):
        steps, x = 0, n
        while x != 1:
            x = x // 2 if x % 2 == 0 else 3 * x + 1
            steps += 1
        if steps > best:
            best, best_n = steps, n
    return best_n * 1000 + best


def main() -> None:
    n = 100000
    print("sum of squares:", sum(i * i for i in range(n)))
    counts = {}
    for i in range(n):
        k = i % 97
        counts[k] = counts.get(k, 0) + 1
    print("buckets:", len(counts), min(counts.values()), max(counts.values()))
    xs = [(i * 7919) % 10007 for i in range(n)]
    xs.sort()
    print("sorted sample:", xs[:3], xs[-3:], "median:", xs[n // 2])
    seen = set()
    dups = 0
    for x in xs:
        if x in seen:
            dups += 1
        seen.add(x)
    print("distinct:", len(seen), "duplicates:", dups)
    parts = []
    for i in range(20000):
        parts.append(str(i % 10))
    s = "".join(parts)
    print("string:", len(s), s.count("7"), s[:12])
    pairs = {(i % 100, i % 37) for i in range(n)}
    print("tuple set:", len(pairs))
    total = 0
    i = 0
    while i < n:
        total += i & 0xFF
        i += 3
    print("while loop total:", total)
    print("collatz best under 3000:", collatz_steps(3000))
    grid = [[(r * c) % 10 for c in range(100)] for r in range(100)]
    print("grid sum:", sum(sum(row) for row in grid), "diag:", sum(grid[i][i] for i in range(100)))
    d = {i: i * 2 for i in range(50000)}
    for i in range(0, 50000, 2):
        del d[i]
    print("dict after deletes:", len(d), next(iter(d)), sum(d.values()) % 1000)


if __name__ == "__main__":
    main()
