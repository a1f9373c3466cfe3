print(int(""))
