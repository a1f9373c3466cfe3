[(i := 1) for a[i] in x]
