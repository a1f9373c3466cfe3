print(int(float("nan")))
