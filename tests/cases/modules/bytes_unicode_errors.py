# UnicodeDecodeError and UnicodeEncodeError raised by the codecs: args, members, str.
for data in [b"ab\xff", bytearray(b"\xe2\x82"), b"ok\xc0\xafz"]:
    try:
        data.decode()
    except UnicodeDecodeError as e:
        print(e.args)
        print(e.encoding, e.object, e.start, e.end, e.reason, type(e.object).__name__)
        print(str(e), isinstance(e, UnicodeError), isinstance(e, ValueError))
        print(repr(data[e.start:e.end]), data[:e.start].decode())
for text in ["naïve", "€uro", "ab😀😀c"]:
    for enc in ["ascii", "latin-1"]:
        try:
            text.encode(enc)
        except UnicodeEncodeError as e:
            print(e.args, e.start, e.end, e.object is text, e.reason)
            print(e)
try:
    b"\x80".decode("ascii")
except ValueError as e:
    print(type(e).__name__, e.args[2:], e)
try:
    bytes("café", "ascii")
except UnicodeError as e:
    print(type(e).__name__, e.object, e)
try:
    str(b"\xfe", "utf-8")
except UnicodeDecodeError as e:
    print(e.start, e)
