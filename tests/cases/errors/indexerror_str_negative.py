s = "hi"
print(s[-2])
print(s[-3])
