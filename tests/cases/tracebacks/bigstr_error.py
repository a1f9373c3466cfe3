print(len(str(10 ** 5000)))
