# Multiplying big integers in a loop.
# limits: max_instructions=10000000
# expect: limit instructions
x = 7 ** 20000
while True:
    y = x * x
