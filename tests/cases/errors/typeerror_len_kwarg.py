print(len("ab"))
print(len(obj="ab"))
