d = {1: 1}
for k in d:
    d[k + 1] = 1
