print(range(1, 2, 0))
