r = range(2**64)
print(r[0], r[-1])
print(len(r))
