# Popping from the front shifts every item.
# limits: max_instructions=1000000
# expect: limit instructions
items = list(range(10**6))
while items:
    items.pop(0)
