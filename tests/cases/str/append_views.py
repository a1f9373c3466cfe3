# `+` and `+=` extend a long string's buffer in place; every older string keeps its text.
a = "x" * 70
b = a + "y"
c = a + "z"
print(len(a), a[-3:], b[-3:], c[-3:])
print(b == c, b[:-1] == a, c[:-1] == a)

# The old string is used after the new one was made from it.
s = "p" * 64
olds = []
for i in range(6):
    olds.append(s)
    s += str(i)
print([len(o) for o in olds])
print([o[-2:] for o in olds])
print(s[60:], s.endswith("012345"))

# Two strings extending the same prefix, in turns.
base = "b" * 80
left = base + "L"
right = base + "R"
left2 = left + "L"
right2 = right + "R"
print(left2[-3:], right2[-3:], left[-2:], right[-2:], base[-2:])

# The same string on both sides.
d = "d" * 66
e = d + d
e += e
print(len(d), len(e), e.count("d"), e == "d" * 264)

# Prefixes as dict keys: equal strings hash and compare equal whatever their buffer.
acc = "k" * 64
keys = {}
for i in range(5):
    acc = acc + chr(ord("a") + i)
    keys[acc] = i
print(sorted(keys.values()))
print(keys["k" * 64 + "abc"], ("k" * 64 + "abcde") in keys, ("k" * 64 + "abd") in keys)
print(len({("k" * 64 + "ab"), acc[:66], "k" * 64 + "a" + "b"}))

# In a list, then sorted and joined.
parts = []
w = "w" * 64
for i in range(4):
    w += "-" + str(i)
    parts.append(w)
parts.sort(reverse=True)
print([p[-4:] for p in parts])
print(",".join(p[-2:] for p in parts))

# After collections: lots of garbage between building and reading.
keep = []
g = "g" * 100
for i in range(40):
    t = g + str(i % 10) * 200
    keep.append(t[:101])
    junk = [[j] * 30 for j in range(300)]
print(len(keep), keep[7][-2:], keep[39][-1], g[-1], len(g))
grown = "q" * 64
for i in range(20000):
    grown += "ab"
    if i % 5000 == 0:
        junk = [[j] * 10 for j in range(2000)]
print(len(grown), grown[64:70], grown[-4:], grown.count("ab"))

# Empty operands give back the other operand.
h = "h" * 90
print(h + "" is h, "" + h is h)
h2 = h
h2 += ""
print(h2 is h)
