print("before")
print(7 // 2)
print(1 / 0)
print("after")
