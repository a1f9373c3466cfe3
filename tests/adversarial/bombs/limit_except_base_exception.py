# except BaseException cannot catch the instruction limit.
# limits: max_instructions=1000000
# expect: limit instructions
try:
    while True:
        pass
except BaseException:
    print("caught")
