print(1, sep=5)
