# A loop whose condition never fails, doing arithmetic.
# limits: max_instructions=1000000
# expect: limit instructions
i = 0
while i >= 0:
    i += 1
