# One print of 20 MB under the default 16 MiB output limit.
# expect: limit output
# stdout-bytes: 16777216
print("x" * (2 * 10**7))
