s = "abc"
t = s
s += "d"
print(s, t)
u = s[:]
print(u == s)
print(s[0:1] * 2 + s[-1])
print(("ab" + "cd")[1:3])
print("abc"[1])
print("abcdef"[-2:])
