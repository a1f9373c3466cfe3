# An endless chain of generators, each delegating with yield from.
# limits: max_instructions=1000000
# expect: limit instructions
def forever():
    while True:
        yield from inner()
def inner():
    yield 1
    yield 2
for x in forever():
    pass
