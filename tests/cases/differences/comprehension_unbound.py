print([x for x in [1] for y in [2]])
print([x for x in [1] for y in z for z in [[2], [3]]])
