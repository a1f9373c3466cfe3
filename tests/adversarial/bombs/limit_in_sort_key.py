# The limit reached inside a key= function called by sorted.
# limits: max_instructions=1000000
# expect: limit instructions
def key(v):
    while True:
        pass
try:
    sorted([3, 1, 2], key=key)
except BaseException:
    print("caught")
