# The uncaught traceback is rendered after the run, outside every limit, and the chain walk
# checks each exception against a Vec of those already seen: quadratic. A 20,000-long
# __context__ chain (cheap to build: assigning __context__ walks nothing) takes ~100 ms to
# render instead of ~10 ms; a million, which fit in the default 256 MiB, take minutes and
# build a ~90 MB traceback string that no memory limit counts.
# Where: runtime/src/vm/error.rs `run_error_of` (`seen.contains`).
# oracle: skip CPython's traceback printer recurses and prints `lost sys.stderr` here
# max-wall: 40ms
# expect: error ValueError: 19999
# now: error ValueError: 19999
e = ValueError(0)
for i in range(1, 20000):
    n = ValueError(i)
    n.__context__ = e
    e = n
raise e
