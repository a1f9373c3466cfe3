x = [1, 2]
print(x [ 5 ])
