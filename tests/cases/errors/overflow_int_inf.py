print(int(float("inf")))
