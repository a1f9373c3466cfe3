print(int("12"))
print(int("abc"))
