[0 for a[i] in x]
[0 for b.c in y]
