total = 0
for i in range(10):
    if i % 3 == 0:
        continue
    total += i
while total > 5:
    total -= 5
print(total)
