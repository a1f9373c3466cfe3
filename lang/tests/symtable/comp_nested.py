matrix = [[i * j for j in range(i)] for i in range(n)]
