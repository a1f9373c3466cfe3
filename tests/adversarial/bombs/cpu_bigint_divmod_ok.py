# Division of a 100,000-digit integer is charged and quick.
# expect: ok
# stdout: 3 4
x = 10 ** 100000 // 3
print(x % 10, (10 ** 100000) % 7)
