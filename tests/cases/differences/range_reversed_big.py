print(list(reversed(range(-2**63, 2**63-1, 2**62))))
print(list(range(-2**63, 2**63-1, 2**62)))
print(list(reversed(range(2**64, 2**64 + 3))))
print(list(reversed(range(0, -2**63, -2**62))))
