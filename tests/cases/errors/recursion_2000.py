def down(n):
    if n == 0:
        return 0
    return 1 + down(n - 1)
print(down(100))
print(down(2000))
