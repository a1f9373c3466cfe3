# b"x" * 10**10 is refused before anything is allocated.
# expect: limit memory
print(len(b"x" * 10**10))
