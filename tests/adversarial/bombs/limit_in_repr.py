# The limit reached inside __repr__ called by print.
# limits: max_instructions=1000000
# expect: limit instructions
class Slow:
    def __repr__(self):
        while True:
            pass
try:
    print([Slow()])
except BaseException:
    print("caught")
