for n in [-5, 0, 3, 10, 100]:
    if n < 0:
        print(n, "negative")
    elif n == 0:
        print(n, "zero")
    elif n < 10:
        print(n, "small")
    else:
        print(n, "large")
x = 7
if x > 5: print("one-line if")
if x > 100:
    print("no")
if not x:
    print("no")
else:
    print("else branch")
if x:
    if x > 6:
        print("nested yes")
    else:
        print("nested no")
