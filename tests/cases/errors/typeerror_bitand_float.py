print(1.5 & 1)
