# A joined string repeated: the result is checked before it is built.
# expect: limit memory
x = ",".join(["abc"] * 10**6) * 10**4
