class Name(str):
    pass


n = Name("ada")
print(n.title(), n + "!")
n + 1
