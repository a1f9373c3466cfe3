for x in 5:
    print(x)
