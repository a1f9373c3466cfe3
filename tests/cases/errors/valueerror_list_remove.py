a = [1, 2]
a.remove(3)
