print(True + 1)
print(True + "x")
