# A huge sep and end.
# limits: max_output=4MiB
# expect: limit output
# stdout-bytes: 4194304
print("a", "b", sep="-" * 10**6, end="." * 10**7)
