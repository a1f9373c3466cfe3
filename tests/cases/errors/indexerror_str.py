s = "abc"
print(s[2])
print(s[10])
