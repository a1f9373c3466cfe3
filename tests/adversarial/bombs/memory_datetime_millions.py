# Millions of dates in a list: each is charged (arena slot and its fields); the limit stops it.
# expect: limit memory
# limits: max_memory=16MiB
from datetime import date, timedelta
start = date(2000, 1, 1)
xs = []
i = 0
while True:
    xs.append(start + timedelta(days=i % 3000))
    i += 1
