# Inserting at the front shifts every item: quadratic, and charged.
# limits: max_instructions=5000000
# expect: limit instructions
items = []
while True:
    items.insert(0, 1)
