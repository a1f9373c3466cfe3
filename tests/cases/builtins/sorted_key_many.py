# A key function over many items: each key is computed once, in order, and kept alive until
# the sort ends (a collection may run between key calls); stable for equal keys.
rows = [{"id": i, "score": (i * 7919) % 1009, "name": f"n{i % 97}"} for i in range(60000)]
by_score = sorted(rows, key=lambda r: r["score"])
print(by_score[0], by_score[-1]["score"], by_score[1]["id"] < by_score[2]["id"])
by_pair = sorted(rows[:20000], key=lambda r: (r["name"], -r["score"]))
print(by_pair[0]["name"], by_pair[0]["score"], by_pair[-1]["name"])
rows.sort(key=lambda r: str(r["score"]), reverse=True)
print(rows[0]["score"], rows[-1]["score"], len(rows))
calls = []
def k(x):
    calls.append(x)
    return x % 3
print(sorted([5, 4, 3, 2, 1, 0], key=k), calls)
