d = {k: 1 for k in [[1]]}
