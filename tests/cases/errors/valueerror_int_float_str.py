print(int("15"))
print(int("1.5"))
