# finally does not run past a limit (it would print).
# limits: max_instructions=1000000
# expect: limit instructions
try:
    while True:
        pass
finally:
    print("finally")
