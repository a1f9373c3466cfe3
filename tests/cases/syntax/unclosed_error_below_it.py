print(a b
c = 1
