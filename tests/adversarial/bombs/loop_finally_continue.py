# continue inside finally, forever.
# limits: max_instructions=2000000
# expect: limit instructions
while True:
    try:
        pass
    finally:
        continue
