# The uncaught traceback of a 20,000-long __context__ chain (cheap to build: assigning
# __context__ walks nothing) renders in linear time: the walk remembers the exceptions it has
# seen in a hash set (it was a linear search per link: quadratic).
# oracle: skip CPython's traceback printer recurses and prints `lost sys.stderr` here
# max-wall: 40ms
# expect: error ValueError: 19999
e = ValueError(0)
for i in range(1, 20000):
    n = ValueError(i)
    n.__context__ = e
    e = n
raise e
