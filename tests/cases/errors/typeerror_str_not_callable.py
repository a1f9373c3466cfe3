s = "abc"
s(1)
