squares = [x * x for x in range(10)]
