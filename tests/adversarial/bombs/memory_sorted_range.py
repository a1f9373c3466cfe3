# sorted() of a huge range must allocate its list first.
# expect: limit memory
x = sorted(range(10**8))
