r = range(-2**63, 1)
print(r[-1], r[0])
print(r.count(0), 5 in r, r.index(-2**63))
print(len(r))
