# A '*' width of a billion: refused before the padding is allocated.
# expect: limit memory
print("%*d" % (10**9, 1))
