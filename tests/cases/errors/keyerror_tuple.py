d = {(1, 2): 0}
print(d[(1, 2)])
print(d[(2, 1)])
