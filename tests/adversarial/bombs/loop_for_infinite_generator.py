# for over a generator that never ends.
# limits: max_instructions=1000000
# expect: limit instructions
def count():
    n = 0
    while True:
        yield n
        n += 1
for x in count():
    pass
