# A generator's finally does not run past a limit.
# limits: max_instructions=1000000
# expect: limit instructions
def g():
    try:
        while True:
            yield 1
    finally:
        print("cleanup")
for x in g():
    pass
