# sorted(key=...) calls the key once per item, in linear time (it was quadratic).
# max-wall: 700ms
# expect: ok
# stdout: [99999, 99998, 99997] 100000
keys = sorted(range(100000), key=lambda v: -v)
print(keys[:3], len(keys))
