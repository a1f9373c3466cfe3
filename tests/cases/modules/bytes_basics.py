# bytes and bytearray: literals, repr, constructors, operators and their errors.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(b"", b"abc", b"\x00\x7f\x80\xff", b"tab\there\nnl\rcr\\")
print(b"'", b'"', b"'\"", b"it's", rb"\d+", b"\x41\102C")
print(repr(b"a'b"), str(b"x"), f"{b'y'}", f"{b'z'!r}", format(b"w"), "%s" % b"v")
print(bytearray(b"a'b"), bytearray(), repr(bytearray(b"\x00")))
print(bytes(), bytes(4), bytes([0, 65, 255]), bytes(range(97, 100)), bytes(b"copy"))
print(bytes(bytearray(b"ba")), bytearray(b"xy"), bytearray(3), bytearray([1, 2]))
print(bytes("héllo", "utf-8"), bytes("abc", encoding="ascii"), bytearray("é", "latin-1"))
print(bytes((x for x in [1, 2, 3])), bytes({7: 0}), bytes(True))
for f in [lambda: bytes(1.5), lambda: bytearray(1.5), lambda: bytes(-1), lambda: bytes([256]),
          lambda: bytearray([256]), lambda: bytes([-1]), lambda: bytes(["a"]), lambda: bytes("abc"),
          lambda: bytearray("abc"), lambda: bytes(b"x", "utf-8"), lambda: bytes(1, "utf-8"),
          lambda: bytes("a", errors="strict"), lambda: bytes(x=1), lambda: bytes(1, 2, 3, 4),
          lambda: bytes(None), lambda: bytes("a", 1), lambda: bytes([1.0]), lambda: bytes(10**20),
          lambda: bytes("é", "ascii"), lambda: bytes(errors="strict"), lambda: bytes(encoding="utf-8"),
          lambda: bytes(1, errors="strict"), lambda: bytearray(errors="x"), lambda: bytearray(b"x", errors="x"),
          lambda: bytearray(source=b"x"), lambda: bytes(source=[1])]:
    show(f)
b = b"hello"
print(len(b), b[0], b[-1], b[1:3], b[::-1], b[::2], b[10:], b[-100:2])
print(list(b"abc"), [x for x in bytearray(b"hi")], tuple(b"\x01\x02"), sorted(b"cab"))
print(b"ab" + b"cd", b"ab" + bytearray(b"cd"), bytearray(b"ab") + b"cd", b"ab" * 3, 2 * b"xy")
print(b"a" * 0, b"a" * -3, bytearray(b"ab") * 2, b"" * 5)
print(b"a" == b"a", b"a" == bytearray(b"a"), b"a" == "a", b"a" != "a", b"a" < b"b", b"ab" > b"a")
print(b"abc" <= b"abd", bytearray(b"b") > b"a", b"" < b"\x00", [b"b", b"a"] < [b"b", b"c"])
print(b"b" in b"abc", b"bc" in b"abc", b"" in b"x", 98 in b"abc", 120 in b"abc", b"x" not in b"y")
print(bool(b""), bool(b"\x00"), bool(bytearray()), not b"a")
print(hash(b"") , hash(b"abc") == hash(b"abc"), hash(b"abc") == hash("abc"), {b"a": 1}[b"a"])
d = {b"k": 1, b"j": 2}
d[b"k"] += 10
print(d, b"j" in d, b"q" in d, len({b"a", b"a", b"b"}), (b"a", 1) in {(b"a", 1)})
print(type(b"x"), type(bytearray()), type(iter(b"")), type(iter(bytearray())))
print(isinstance(b"", bytes), isinstance(bytearray(), bytes), type(b"x") is bytes)
print(max(b"abc"), min(b"abc"), sum(b"\x01\x02\x03"), list(reversed(b"abc")), list(enumerate(b"ab")))
for f in [lambda: b"ab"[5], lambda: bytearray(b"ab")[5], lambda: b"ab"[str(1)],
          lambda: bytearray(b"a")["x"], lambda: "a" in b"a", lambda: 300 in b"a", lambda: 1.0 in b"a",
          lambda: b"a" + "x", lambda: bytearray() + "x", lambda: b"a" + 1, lambda: 1 + b"a",
          lambda: "a" + b"a", lambda: b"a" < "a", lambda: hash(bytearray()), lambda: {bytearray(): 1},
          lambda: b"a" * 1.5, lambda: format(b"x", "10"), lambda: f"{b'x':>5}",
          lambda: b"a" * 2**62, lambda: b"ab" * 2**62, lambda: b"a" * (2**63)]:
    show(f)
def assign():
    b = b"abc"
    b[0] = 1
def delete():
    b = b"abc"
    del b[0]
show(assign)
show(delete)
print(hash(""), hash(b""), hash("") == hash(b""))
