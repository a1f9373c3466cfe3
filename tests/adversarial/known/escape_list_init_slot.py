# list.__init__ re-initializes a list in CPython (prints [1, 2]); Pyrite reaches a __init__
# that raises a TypeError CPython would not raise.
# expect: ok
# stdout: [1, 2]
# now: error TypeError: list() takes no arguments
l = [5]
l.__init__([1, 2])
print(l)
