global x
x = 1
print(x)
