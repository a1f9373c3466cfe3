a = [[y for y in range(x) if 1/(y-1)] for x in range(3)]
