[x for x in (lambda: (y := 1))()]
