for a, *b, (c, *d) in items:
    pass
