# The methods bytes and bytearray share with str, with their errors.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = b"hello world"
print(b.find(b"o"), b.find(b"o", 5), b.find(111), b.rfind(b"o"), b.find(b"z"), b.find(b""), b.rfind(b""))
print(b.index(b"w"), b.rindex(b"l"), b.count(b"l"), b.count(108), b.count(b""), b.count(b"l", 0, 4))
print(b.find(b"o", -4), b.find(b"o", 2, 5), b.find(b"lo", 3, 4), b.startswith(b"he"), b.endswith(b"ld"))
print(b.startswith((b"x", b"hell")), b.endswith(b"lo", 0, 5), b.startswith(b"w", 6), b.startswith(b""))
print(b.replace(b"l", b"L"), b.replace(b"l", b"", 2), b"aaa".replace(b"", b"-"), b"ab".replace(b"", b".", 1))
print(b.split(), b"a,b,,c".split(b","), b"a,b,,c".split(b",", 1), b"a b  c ".split(None, 1))
print(b"  a  b  ".rsplit(), b"a,b,c".rsplit(b",", 1), b" a  b ".rsplit(None, 1), b"".split(), b"".split(b","))
print(b"a\x0bb\x0cc\x1cd".split(), b"x".split(maxsplit=0), b"  x y".split(maxsplit=0))
print(b"l1\nl2\r\nl3\rl4".splitlines(), b"l1\nl2\r\n".splitlines(True), b"a\x1cb".splitlines(), b"".splitlines())
print(b"  pad\t\n".strip(), b"xxhixx".strip(b"x"), b"  a ".lstrip(), b"  a ".rstrip(), b"abcba".strip(b"ab"))
print(b"key=val=x".partition(b"="), b"key=val=x".rpartition(b"="), b"ab".partition(b"z"), b"ab".rpartition(b"z"))
print(b"prefix_x".removeprefix(b"prefix_"), b"x.py".removesuffix(b".py"), b"x".removeprefix(b"y"))
print(b"ab".center(7, b"*"), b"ab".center(6), b"ab".ljust(5, b"."), b"ab".rjust(5), b"ab".center(1))
print(b"42".zfill(5), b"-42".zfill(5), b"+x".zfill(4), b"".zfill(2), b"abc".zfill(2))
print(b"Hello World".upper(), b"Hello World".lower(), b"Hello World".swapcase(), b"hELLO wORLD".capitalize())
print(b"hello big-world 2x".title(), b"caf\xe9".upper(), b"\xc9".lower())
print(b"abc".isalpha(), b"ab1".isalnum(), b"123".isdigit(), b" \t".isspace(), b"".isalpha(), b"\xe9".isalpha())
print(b"ABC".isupper(), b"AbC".isupper(), b"abc1".islower(), b"Hello World".istitle(), b"hello".istitle())
print(b"abc".isascii(), b"\x80".isascii(), b"".isascii(), b"1 2".isdigit())
print(b"-".join([b"a", b"b", bytearray(b"c")]), b"".join([]), b", ".join(x for x in [b"1", b"2"]))
print(b"deadbeef".hex(), b"\x00\xff".hex(), b"abcdef".hex(":"), b"abcdef".hex("-", 2), b"abcdef".hex(":", -2))
print(b"abcde".hex(" ", 2), b"abcde".hex(" ", -2), b"abc".hex(":", 0), b"ab".hex(b"|"), b"".hex(":"))
print(bytes.fromhex("dead BEEF"), bytes.fromhex(""), bytes.fromhex(" 01 02 "), bytearray.fromhex("ff00"))
ba = bytearray(b"Mixed Case")
print(ba.upper(), ba.split(), ba.replace(b" ", b"_"), ba.strip(b"Me"), ba.partition(b" "), ba.hex())
print(type(ba.upper()), type(ba.split()[0]), type(bytearray(b"-").join([b"a", b"b"])), type(b"x".join([bytearray(b"y")])))
for f in [lambda: b"abc".find("a"), lambda: b"abc".find(300), lambda: b"abc".index(b"z"),
          lambda: b"abc".rindex(b"z"), lambda: b"abc".startswith("a"), lambda: b"abc".startswith((b"a", "a")),
          lambda: b"abc".endswith(["a"]), lambda: b"abc".split("a"), lambda: b"abc".split(b""),
          lambda: b"abc".strip("a"), lambda: b"abc".replace("a", b"b"), lambda: b"abc".partition("a"),
          lambda: b"abc".partition(b""), lambda: b"a".join(["x"]), lambda: b"a".join([b"x", 1]),
          lambda: b"a".center(5, "x"), lambda: b"a".center(5, b"xy"), lambda: b"a".removeprefix("a"),
          lambda: b"a".find(b"a", 1.5), lambda: b"abc".split(b"b", maxsplit="x"), lambda: b"a".upper(1),
          lambda: bytes.fromhex("a"), lambda: bytes.fromhex("zz"), lambda: bytes.fromhex("0 1"),
          lambda: bytes.fromhex(1), lambda: bytes.fromhex("é0"), lambda: b"a".hex(1),
          lambda: b"abcdef".hex("::"), lambda: b"abcdef".hex("é"), lambda: b"a".count(),
          lambda: b"a".find(b"a", 0, 1, 2), lambda: b"a".split(x=1)]:
    show(f)
