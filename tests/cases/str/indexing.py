s = "hello"
print(s[0], s[4], s[-1], s[-5])
print(s[1] + s[-2])
t = "héllo wörld"
print(t[1], t[7], t[-4])
print(len(t))
e = "日本語"
print(e[0], e[-1], len(e))
m = "a😀b"
print(m[1], len(m))
for i in range(len(s)):
    print(i, s[i])
