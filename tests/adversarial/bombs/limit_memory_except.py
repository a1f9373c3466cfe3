# except MemoryError cannot catch the memory limit.
# expect: limit memory
try:
    x = "x" * 10**10
except MemoryError:
    print("caught")
