# Indexing, slicing and iteration of non-ASCII strings, at and across every 32nd character.
s = "".join(chr(0x3b1 + i % 24) + ("a" if i % 3 == 0 else "") for i in range(200))
print(len(s))
print(s[0], s[1], s[31], s[32], s[33], s[63], s[64], s[-1], s[-32], s[-33], s[-len(s)])
print([s[i] for i in range(0, len(s), 37)])
print(s[30:35], s[-35:-30], s[100:100], s[250:300] == "", s[:3], s[-3:])
print(s[::33], s[5::-7], s[::-40], s[1:100:9])
print(s[::-1][:10], s[::-1] == "".join(reversed(s)))
print(s[10:-10:31], s[-1:-100:-33])
try:
    s[len(s)]
except IndexError as e:
    print("IndexError:", e)
try:
    s[-len(s) - 1]
except IndexError as e:
    print("IndexError:", e)

# Iteration yields every character in order.
chars = [c for c in s]
print(len(chars), "".join(chars) == s, chars[32], chars[-1])
print(sum(1 for c in s if c == "a"), sum(1 for c in s if ord(c) > 127))
for i, c in enumerate(s):
    if c != s[i]:
        print("mismatch at", i)
        break
else:
    print("all", len(s), "match")

# Astral and combining characters count as one or two code points, as in CPython.
t = "😀" * 40 + "e\u0301" * 20 + "日本" * 10
print(len(t), t[39], t[40], t[41], t[80:82], t[-1], t[59:61])
print(t.find("日"), t.rfind("日"), t.find("\u0301"), t.count("😀"), t.find("😀", 39), t.find("😀", 40))
print(t.index("本"), t.rfind("😀"), t.find("x"), "e\u0301日" in t, t.count("e", 50, 70))

# find and count with bounds, as character offsets.
u = "é" * 100 + "needle" + "ü" * 50 + "needle" + "€" * 10
print(u.find("needle"), u.rfind("needle"), u.find("needle", 101), u.find("needle", 100, 105))
print(u.count("needle"), u.count("needle", 100), u.count("needle", 0, 106), u.count("é", 50))
print(u.find("ü", -60), u.rfind("é", 0, 50), u.find("", 150), u.rfind(""), u.find("", 500))
print(u.index("needle", -70), u.startswith("é" * 100), u.endswith("€€"), "€€€" in u)
