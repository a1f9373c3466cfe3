# A dict that grows while reversed() walks it: CPython's RuntimeError, uncaught.
d = {'a': 1, 'b': 2}
for k in reversed(d):
    print(k)
    d[k + k] = 0
