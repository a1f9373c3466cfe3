# list() and tuple() consuming an endless generator from the dispatch loop: the list the
# items are collected in is charged as it grows, so the memory limit ends it.
# limits: max_memory=16MiB
# expect: limit memory
def endless():
    i = 0
    while True:
        yield str(i) * 4
        i += 1


print(len(tuple(x for x in endless())))
