x = []
for i in range(100000):
    x = [x]
print(len(x))
print(x == x)
