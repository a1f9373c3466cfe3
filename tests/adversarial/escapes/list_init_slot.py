# list.__init__ re-initializes a list, as in CPython (no TypeError CPython would not raise).
# expect: ok
# stdout: [1, 2]
l = [5]
l.__init__([1, 2])
print(l)
