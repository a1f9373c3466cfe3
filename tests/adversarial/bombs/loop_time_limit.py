# With no instruction limit, the wall-clock limit stops the loop.
# limits: max_instructions=none max_duration=200ms
# expect: limit time
while True:
    pass
