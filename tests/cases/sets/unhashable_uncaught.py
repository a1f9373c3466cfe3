rows = [[1, 2], [3, 4]]
print(len(rows))
unique = {tuple(r) for r in rows}
print(sorted(unique))
unique_rows = {r for r in rows}
