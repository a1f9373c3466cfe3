# The classic str.format escape.
# expect: error NotImplementedError: str.format is not supported
class C:
    def __init__(self):
        pass
print("{0.__init__.__globals__}".format(C()))
