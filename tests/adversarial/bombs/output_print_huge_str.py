# One print of 30 MB under the default 16 MiB output limit.
# expect: limit output
# stdout-bytes: 16777216
print("x" * (3 * 10**7))
