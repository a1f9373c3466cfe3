[[(total := total + v) for v in row] for row in grid]
