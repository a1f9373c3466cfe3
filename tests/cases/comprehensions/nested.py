matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([[row[i] for row in matrix] for i in range(3)])
print([sum(row) for row in matrix])
print([x for row in matrix for x in row if x % 2 == 0])
print({i: [j for j in range(i)] for i in range(4)})
print([{k: k * i for k in range(2)} for i in range(3)])
flat = [c for w in ["ab", "cd"] for c in w]
print(flat)
