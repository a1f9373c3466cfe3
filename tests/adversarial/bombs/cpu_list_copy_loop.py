# Copying a big list again and again: each copy costs fuel by its length.
# limits: max_instructions=1000000
# expect: limit instructions
big = [0] * 10**5
while True:
    copy = big[:]
