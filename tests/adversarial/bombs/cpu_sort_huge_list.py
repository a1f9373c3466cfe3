# Sorting a million items costs fuel in proportion to n log n.
# limits: max_instructions=1000000
# expect: limit instructions
x = list(range(10**6))
x.sort(reverse=True)
