class P(tuple):
    pass


print(P((1, 2)))
P((1, 2))[5]
