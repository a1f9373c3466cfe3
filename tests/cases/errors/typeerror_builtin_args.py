print(abs(1, 2))
