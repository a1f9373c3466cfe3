# str.encode, bytes.decode, str(b, encoding) and bytes(s, encoding): utf-8, ascii, latin-1
# under their aliases, the error handlers, and CPython's messages.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print("héllo €".encode(), "héllo".encode("latin-1"), "abc".encode("ascii"), "".encode())
print(b"h\xc3\xa9llo".decode(), b"h\xe9llo".decode("latin-1"), b"abc".decode("ascii"), b"".decode())
print("x".encode(encoding="utf-8", errors="strict"), b"x".decode(encoding="ascii"), bytearray(b"\xc3\xa9").decode())
for name in ["utf-8", "UTF-8", "utf8", "UTF8", "u8", "utf_8", " utf 8 ", "cp65001", "latin-1", "latin1",
             "Latin_1", "iso-8859-1", "ISO8859-1", "iso_8859_1", "l1", "8859", "ascii", "ASCII", "us-ascii",
             "646", "us", "ANSI_X3.4-1968"]:
    show(lambda: ("é".encode(name, "replace"), b"\xe9".decode(name, "replace")))
for name in ["xyz", "", "u.t.f.8",
             "rot13", "base64", "hex"]:
    show(lambda: "a".encode(name))
    show(lambda: b"a".decode(name))
for data in [b"\xff", b"a\xe2\x82x", b"\xe2\x82", b"\xed\xa0\x80", b"\xf0\x9f", b"\xc0\xaf", b"ok\xf0\x9f\x98\x80",
             b"\x80abc", b"a\xf4\x90\x80\x80b"]:
    show(lambda: data.decode())
    show(lambda: data.decode("ascii"))
    for errors in ["replace", "ignore", "backslashreplace"]:
        show(lambda: data.decode("utf-8", errors))
        show(lambda: data.decode("ascii", errors))
for s in ["é", "aéè", "a\u20ac", "\U0001f600x", "naïve café"]:
    for enc in ["ascii", "latin-1"]:
        show(lambda: s.encode(enc))
        for errors in ["replace", "ignore", "backslashreplace", "xmlcharrefreplace", "surrogateescape"]:
            show(lambda: s.encode(enc, errors))
show(lambda: b"\xff".decode("utf-8", "xmlcharrefreplace"))
show(lambda: b"\xff".decode("utf-8", "bogus"))
show(lambda: b"ok".decode("utf-8", "bogus"))
show(lambda: "é".encode("ascii", "bogus"))
show(lambda: "x".encode(1))
show(lambda: b"x".decode(errors=1))
show(lambda: "x".encode("utf-8", "strict", 3))
show(lambda: "x".encode(foo=1))
show(lambda: b"ok".decode("utf-8", "surrogateescape"))
print(str(b"caf\xc3\xa9", "utf-8"), str(b"\xff", errors="replace"), str(b"\xe9", "latin-1", "strict"))
print(str(bytearray(b"ab"), "ascii"), str(b"x", encoding="utf-8"), str(b"abc"))
show(lambda: str(b"\xff", "utf-8"))
show(lambda: str("abc", "utf-8"))
show(lambda: str(1, "utf-8"))
show(lambda: bytes("é", "ascii"))
show(lambda: bytes("é", "ascii", "replace"))
