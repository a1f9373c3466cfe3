def outer():
    d = 5
    def inner(x=d):
        return x
    return inner
