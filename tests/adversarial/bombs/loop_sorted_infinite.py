# sorted() of an endless generator.
# limits: max_instructions=1000000
# expect: limit instructions
def count():
    n = 0
    while True:
        yield n
        n += 1
print(sorted(count()))
