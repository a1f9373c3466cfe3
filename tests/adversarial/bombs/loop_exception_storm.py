# Raising and catching forever.
# limits: max_instructions=1000000
# expect: limit instructions
while True:
    try:
        raise ValueError("again")
    except ValueError:
        pass
