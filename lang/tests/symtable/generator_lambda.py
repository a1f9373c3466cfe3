g = lambda: (yield)
