# A string that is ASCII turns non-ASCII on an append, and back to ASCII pieces.
s = "a" * 100
t = s + "é"
u = t + "b" * 40
v = u + "ü"
print(len(s), len(t), len(u), len(v))
print(s[99], t[100], u[100], u[101], u[140], v[141], v[-1], v[-2])
print(t == "a" * 100 + "é", u == t + "b" * 40, v.find("ü"), v.find("é"), v.rfind("b"))
print(max(s) < "\x80", max(t) < "\x80", max(u[:100]) < "\x80", max(u[101:]) < "\x80")
print(u[95:105], v[-45:-38], v[::20])

# Growing one character at a time, mixing scripts.
w = ""
for i in range(300):
    w += "x" if i % 7 else "Ω"
print(len(w), w.count("Ω"), w.find("Ω", 1), w.rfind("Ω"), w[294], w[-1], w[280:290])
print(w[::50], w[63:66], w[64], w[-65])

# Views built on a non-ASCII prefix.
p = "日本語" * 30
q = p + "の"
r = p + "を"
print(len(p), len(q), len(r), q[-2:], r[-2:], p[-1], q == r, q[:-1] == r[:-1])
print(q.find("の"), r.find("の"), p in q, q.startswith(p), q.count("語"))
print([x for x in q[-4:]], q[88], q[89], q[90])

# Comparisons and membership across representations.
a = "é" * 70
b = a + "x"
c = "é" * 70 + "x"
print(b == c, b < c + "a", b > a, c in ["é", b], {b: 1}.get(c), sorted([c, a, b])[0] == a)
print(len(b), b[70], b[-2], str(b) == c, repr(b[-3:]), f"{b[-2:]}!")
