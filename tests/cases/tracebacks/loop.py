i = 0
total = 0
while i < 30000:
    if i % 3 == 0:
        total += i
    elif i % 5 == 1:
        total -= 2
    else:
        total += 1
    i += 1
print(total)
