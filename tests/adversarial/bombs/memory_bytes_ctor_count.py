# bytes(n) for a huge n is refused before the zeros are allocated.
# expect: limit memory
print(len(bytes(2**40)))
