# map and filter over an endless generator, consumed by list().
# limits: max_instructions=1000000
# expect: limit instructions
def count():
    n = 0
    while True:
        yield n
        n += 1
print(list(filter(lambda v: v < 0, map(lambda v: v * 2, count()))))
