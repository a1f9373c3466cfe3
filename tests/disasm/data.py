rows = [{"name": "a", "n": 3}, {"name": "b", "n": 1}]
counts = {}
for row in rows:
    counts[row["name"]] = counts.get(row["name"], 0) + row["n"]
a, *rest = [1, 2, 3]
print(counts, a, rest, (1, 2) + (3,))
