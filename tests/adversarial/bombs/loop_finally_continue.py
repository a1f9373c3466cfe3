# continue inside finally, forever.
# limits: max_instructions=1000000
# expect: limit instructions
while True:
    try:
        pass
    finally:
        continue
