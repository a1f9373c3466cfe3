for i in range(5):
    print(i)
    if i == 3:
        print(10 // (i - 3))
