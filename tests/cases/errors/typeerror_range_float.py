print(list(range(1.5)))
