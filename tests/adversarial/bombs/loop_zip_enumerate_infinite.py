# zip and enumerate over endless generators.
# limits: max_instructions=1000000
# expect: limit instructions
def count():
    n = 0
    while True:
        yield n
        n += 1
for i, (a, b) in enumerate(zip(count(), count())):
    pass
