def make(n, *rest, **opts):
    def get():
        return n, rest, opts
    return get
