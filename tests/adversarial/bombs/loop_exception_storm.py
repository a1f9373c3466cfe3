# Raising and catching forever.
# limits: max_instructions=2000000
# expect: limit instructions
while True:
    try:
        raise ValueError("again")
    except ValueError:
        pass
