# The uncaught traceback of a 50,000-long __context__ chain (cheap to build: assigning
# __context__ walks nothing) renders in linear time: the walk remembers the exceptions it has
# seen in a hash set (it was a linear search per link: quadratic).
# oracle: skip CPython's traceback printer recurses and prints `lost sys.stderr` here
# max-wall: 300ms
# expect: error ValueError: 49999
e = ValueError(0)
for i in range(1, 50000):
    n = ValueError(i)
    n.__context__ = e
    e = n
raise e
