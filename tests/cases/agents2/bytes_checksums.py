# Working with bytes: encoding, hex dumps, checksums with hashlib, base64, int.to_bytes and
# simple binary record packing by hand.
import hashlib
import base64

msg = "Grüße, 世界! ✓"
data = msg.encode("utf-8")
print(data, len(data), len(msg))
print(data.decode("utf-8") == msg, data.hex(), data.hex(" ", 4))
print(msg.encode("ascii", errors="replace"), msg.encode("ascii", errors="ignore"), msg.encode("latin-1", errors="replace"))
try:
    msg.encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(b"\xff\xfeab".decode("utf-8", errors="replace"), b"caf\xe9".decode("latin-1"))
print(bytes.fromhex("de ad be ef"), bytes(range(5)), bytes(3), b"ab" * 3, b"x" in b"xyz")
print(hashlib.sha256(data).hexdigest())
print(hashlib.md5(b"hello").hexdigest(), hashlib.sha1(b"").hexdigest())
h = hashlib.sha256()
h.update(b"part one, ")
h.update(b"part two")
print(h.hexdigest() == hashlib.sha256(b"part one, part two").hexdigest(), h.digest()[:4])
enc = base64.b64encode(data)
print(enc, base64.b64decode(enc) == data, base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b16encode(b"hi"))
print((1024).to_bytes(4, "big"), (1024).to_bytes(4, "little"), int.from_bytes(b"\x01\x00", "big"))
print((-2).to_bytes(2, "big", signed=True), int.from_bytes(b"\xff\xfe", "big", signed=True))
def checksum(bs):
    return sum(bs) % 256
def xor_all(bs):
    x = 0
    for b in bs:
        x ^= b
    return x
print(checksum(data), xor_all(data), list(data[:6]), data[0], data[-3:])
record = b"".join([(7).to_bytes(2, "big"), b"name".ljust(8, b"\x00"), (3000).to_bytes(4, "big")])
print(record, len(record))
rid, name, amount = int.from_bytes(record[:2], "big"), record[2:10].rstrip(b"\x00").decode(), int.from_bytes(record[10:], "big")
print(rid, name, amount)
ba = bytearray(b"hello")
ba[0] = ord("J")
ba.extend(b" world")
ba += b"!"
print(ba, ba.upper(), bytes(ba).split(b" "), ba.find(b"o"), ba.count(b"l"))
print(b",".join([b"a", b"b"]), b"  pad ".strip(), b"a-b-c".replace(b"-", b"+"), b"Hi".lower(), b"abc".startswith(b"ab"))
print(repr(b"\x00\n\t'\"\\"), bytes([65, 66]) < b"AC")
