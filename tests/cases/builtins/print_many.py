for i in range(50):
    print(i, i * i, i ** 3, sep=",")
print("done")
