# for over a list that grows as it is iterated.
# limits: max_instructions=1000000
# expect: limit instructions
items = [0]
for x in items:
    items.append(x)
