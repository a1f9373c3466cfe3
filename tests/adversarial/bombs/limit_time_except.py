# Nor the wall-clock limit.
# limits: max_instructions=none max_duration=200ms
# expect: limit time
try:
    while True:
        pass
except BaseException:
    print("caught")
