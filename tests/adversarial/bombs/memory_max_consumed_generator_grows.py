# max() consuming a generator that keeps everything it made: the memory limit ends it, with
# the built-in's accumulator and the generator's frame on the dispatch loop's stack.
# limits: max_memory=16MiB
# expect: limit memory
def grow():
    kept = []
    while True:
        kept.append("x" * 1000 + str(len(kept)))
        yield kept[-1]


print(max(grow()))
