total = sum(x for x in data if x > limit)
