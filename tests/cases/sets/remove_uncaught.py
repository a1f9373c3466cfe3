active = {101, 102, 103}
active.remove(102)
print(active)
active.discard(102)
print(sorted(active))
active.remove(102)
