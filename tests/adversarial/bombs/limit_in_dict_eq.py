# The limit reached inside __eq__ during a dict lookup.
# limits: max_instructions=1000000
# expect: limit instructions
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        while True:
            pass
d = {K(): 1}
try:
    print(d[K()])
except BaseException:
    print("caught")
