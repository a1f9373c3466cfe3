# A linear `in` over a list, repeated.
# limits: max_instructions=5000000
# expect: limit instructions
items = list(range(100000))
while True:
    -1 in items
