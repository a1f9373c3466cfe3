fs = [[lambda: (i, j) for j in range(2)] for i in range(2)]
