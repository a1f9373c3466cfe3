# An exception leaving a generator that list() consumes from the dispatch loop: the
# traceback shows the call and the generator's frame, as CPython's.
def parse(lines):
    for line in lines:
        yield int(line)


def load(lines):
    return tuple(x * 2 for x in parse(lines))


print(list(parse(["1", "2"])))
print(load(["3", "4", "x5"]))
