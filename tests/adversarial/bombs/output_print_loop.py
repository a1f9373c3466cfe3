# print in an endless loop stops at the output limit, with exactly that many bytes written.
# limits: max_output=1MiB
# expect: limit output
# stdout-bytes: 1048576
while True:
    print("spam")
