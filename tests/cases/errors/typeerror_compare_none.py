print(None == 1)
print(None < 1)
