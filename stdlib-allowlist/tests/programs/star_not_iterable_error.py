print(*5)
