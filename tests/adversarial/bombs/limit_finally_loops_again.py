# A finally that would loop again gets no more fuel.
# limits: max_instructions=1000000
# expect: limit instructions
def spin():
    while True:
        pass
try:
    spin()
finally:
    while True:
        print("more")
