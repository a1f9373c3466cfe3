# str.format with a huge width: refused before the padding is allocated.
# expect: limit memory
print("{:>1000000000}".format(1))
