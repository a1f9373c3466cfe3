i = 0
while i < 3:
    print("loop", i)
    i += 1
else:
    print("else ran", i)
j = 0
while j < 10:
    if j == 4:
        print("break at", j)
        break
    j += 1
else:
    print("not printed")
k = 0
while k < 6:
    k += 1
    if k % 2:
        continue
    print("even", k)
while False:
    print("never")
else:
    print("else of empty while")
