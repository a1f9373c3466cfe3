# Keys that differ only in their high bits (i << 20) all start at index slot 0: with plain
# linear probing they formed one cluster and 100,000 inserts took ~12 s, uncharged. Probed as
# CPython probes (the hash's high bits perturb the sequence), it is linear.
# max-wall: 700ms
# expect: ok
# stdout: 100000 99999 False
d = {}
for i in range(100000):
    d[i << 20] = i
print(len(d), d[99999 << 20], (100000 << 20) in d)
