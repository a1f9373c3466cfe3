# An infinite loop stops at the instruction limit.
# limits: max_instructions=1000000
# expect: limit instructions
while True:
    pass
