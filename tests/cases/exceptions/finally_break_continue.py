log = []
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        log.append(f"body {i}")
    finally:
        log.append(f"finally {i}")
print(log)
n = 0
while True:
    try:
        n += 1
        if n < 3:
            continue
        break
    finally:
        print("while finally", n)
print("n =", n)
def search(grid, target):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            try:
                if v == target:
                    return (r, c)
            finally:
                if v == target:
                    print("found cleanup")
    return None
print(search([[1, 2], [3, 4]], 3))
print(search([[1]], 9))
