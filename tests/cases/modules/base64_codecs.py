# base64 and binascii: Base64 (standard, URL-safe, altchars, validate), Base32, Base16, hex,
# and binascii.Error's messages.
import base64
import binascii

def show(f):
    try:
        print(repr(f()))
    except binascii.Error as e:
        print("binascii.Error", e, isinstance(e, ValueError))
    except Exception as e:
        print(type(e).__name__, e)

for data in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:40], b"\xfb\xff\xfe"]:
    e = base64.b64encode(data)
    print(e, base64.b64decode(e) == data, base64.urlsafe_b64encode(data), base64.b32encode(data),
          base64.b16encode(data), base64.b32hexencode(data))
    print(base64.b32decode(base64.b32encode(data)) == data, base64.b16decode(base64.b16encode(data)) == data,
          base64.urlsafe_b64decode(base64.urlsafe_b64encode(data)) == data,
          base64.b32hexdecode(base64.b32hexencode(data)) == data)
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode(b"-_8=", altchars=b"-_"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(bytearray(b"aGVsbG8=")), base64.b64decode("aGVs bG8=\n"))
for odd in ["aGVsbG8=!!", "aGVsbG8====", "a=GVsbG8", "aGVsbG8", "aGVsbA", "a", "ab", "abc=", "ab=="]:
    show(lambda: base64.b64decode(odd))
print(base64.standard_b64encode(b"x"), base64.standard_b64decode("eA=="), base64.b64decode("YQ"+"=="))
print(base64.b32decode("mzxw6===", casefold=True), base64.b32decode("MZXW6===", map01=None),
      base64.b32decode("0O======", map01=b"L"), base64.b16decode("cafe", casefold=True))
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.unhexlify(b"FFff"),
      binascii.hexlify(b"abc", "-"), binascii.b2a_hex(b"z"), binascii.a2b_hex("7a"))
print(binascii.b2a_base64(b"hi"), binascii.b2a_base64(b"hi", newline=False), binascii.a2b_base64("aGk="))
for bad in ["abc", "a", "abcde", "ab=c", "====", "", "ab==cd", "YWJj\n"]:
    show(lambda: base64.b64decode(bad))
    show(lambda: base64.b64decode(bad, validate=True))
show(lambda: base64.b64encode("str"))
show(lambda: base64.b64decode(1))
show(lambda: base64.b64decode("é"))
show(lambda: base64.b64decode("abcd", altchars=b"-"))
show(lambda: base64.b64encode(b"x", altchars=b"-"))
show(lambda: base64.b64encode())
show(lambda: base64.b64encode(b"x", b"-_", 3))
show(lambda: base64.b64encode(b"x", foo=1))
show(lambda: base64.b32decode("MZXW6"))
show(lambda: base64.b32decode("MZXW6==="[::-1]))
show(lambda: base64.b32decode("MZ======="))
show(lambda: base64.b32decode("mzxw6==="))
show(lambda: base64.b32decode("M=======", casefold=True))
show(lambda: base64.b16decode("cafe"))
show(lambda: base64.b16decode("ABC"))
show(lambda: binascii.unhexlify("abc"))
show(lambda: binascii.unhexlify("zz"))
show(lambda: binascii.a2b_base64("ab=c", strict_mode=True))
