# Squaring forever: each step doubles the size.
# expect: limit instructions
x = 3
while True:
    x = x * x
