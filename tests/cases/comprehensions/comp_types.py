r = [x for x in (1, 2, 3)]
print(r)
print([k for k in {"a": 1, "b": 2}])
print([ch for ch in "héllo"])
print([v for v in range(10, 0, -2)])
print({k: None for k in "aab"})
print(len([0 for _ in range(1000)]))
