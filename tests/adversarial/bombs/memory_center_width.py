# str.center with a huge width and a fill character.
# expect: limit memory
print(len("x".center(10**9, "é")))
