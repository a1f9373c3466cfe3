# Keyword argument names are normalized as well.
# expect: ok
# stdout: 1-2
print(1, 2, ｓｅｐ="-")
