f = lambda a, /, b, *c, d, e=1, **g: (a, b, c, d, e, g)
