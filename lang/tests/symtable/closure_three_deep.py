def a():
    x = 1
    def b():
        y = 2
        def c():
            return x + y + z
        return c
    return b
