def down(n):
    if n == 0:
        return 0
    return down(n - 1) + 1
print(down(998))
print(down(999))
