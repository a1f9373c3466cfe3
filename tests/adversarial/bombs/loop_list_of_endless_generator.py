# list() of an endless generator of small ints (nothing kept but the list's slots, each
# charged 16 bytes): the instruction limit or the memory limit ends it, never a hang.
# limits: max_instructions=2000000
# expect: limit instructions
def endless():
    while True:
        yield 0


print(len(list(endless())))
