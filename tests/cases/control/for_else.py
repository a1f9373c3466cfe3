for i in range(3):
    print("i", i)
else:
    print("done", i)
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "is prime")
for x in []:
    print("never")
else:
    print("empty else")
for c in "abcdef":
    if c in "bd":
        continue
    if c == "e":
        break
    print(c)
else:
    print("no")
