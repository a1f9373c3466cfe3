# choices(k=...) costs fuel per item, charged before the draws.
# expect: limit instructions
# limits: max_instructions=1000000
import random
print(len(random.choices([1, 2, 3], k=10**7)))
