[x := 0 for x in range(3)]
