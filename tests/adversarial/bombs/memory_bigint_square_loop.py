# Squaring forever: each step doubles the size.
# limits: max_instructions=20000000
# expect: limit instructions
x = 3
while True:
    x = x * x
