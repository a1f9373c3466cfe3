# Emptying a dict with popitem: each pop used to rescan the removed entries at the end, a
# quadratic walk (100,000 items: ~3 s). It is linear now, as in CPython.
# max-wall: 700ms
# expect: ok
# stdout: (0, 0) 0
d = {i: i for i in range(100000)}
last = None
while d:
    last = d.popitem()
print(last, len(d))
