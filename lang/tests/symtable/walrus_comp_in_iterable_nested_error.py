[x for x in [y := 1 for _ in z]]
