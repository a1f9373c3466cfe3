# A bare except cannot catch it either.
# limits: max_instructions=1000000
# expect: limit instructions
try:
    while True:
        pass
except:
    print("caught")
