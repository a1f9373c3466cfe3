x = []
for i in range(5000):
    x = [x]
print(repr(x)[:10])
