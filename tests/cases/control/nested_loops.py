for i in range(1, 4):
    for j in range(1, 4):
        print(i * j, end=" ")
    print()
found = None
for i in range(10):
    for j in range(10):
        if i * j == 42:
            found = (i, j)
            break
    if found:
        break
print(found)
count = 0
i = 0
while i < 5:
    j = 0
    while j < i:
        count += 1
        j += 1
    i += 1
print(count)
