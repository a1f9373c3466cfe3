# int.to_bytes and int.from_bytes, as binary formats use them, with their errors.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for n in [0, 1, 255, 256, 65535, 2**64 + 3, 12345678901234567890]:
    size = max(1, (n.bit_length() + 7) // 8)
    b = n.to_bytes(size, "big")
    print(n, b, n.to_bytes(size + 1, "little"), int.from_bytes(b, "big"), int.from_bytes(b[::-1], "little"))
for n in [-1, -128, 127, -129, -2**63]:
    print(n, n.to_bytes(9, "big", signed=True), int.from_bytes(n.to_bytes(9, "little", signed=True), "little", signed=True))
print((5).to_bytes(), (1).to_bytes(length=2, byteorder="big"), (0).to_bytes(0), True.to_bytes(2, "little"))
print(int.from_bytes(b""), int.from_bytes([1, 2]), int.from_bytes(bytearray(b"\x01\x00"), "little"),
      int.from_bytes(b"\xff", signed=True), int.from_bytes(bytes=b"a", byteorder="big"), int.from_bytes(b"\x80\x00", "big", signed=True))
header = (0xCAFE).to_bytes(2, "big") + (3).to_bytes(4, "little") + (-2).to_bytes(2, "big", signed=True)
print(header.hex(" "), int.from_bytes(header[:2], "big"), int.from_bytes(header[2:6], "little"),
      int.from_bytes(header[6:], "big", signed=True))
for f in [lambda: (256).to_bytes(), lambda: (-1).to_bytes(2), lambda: (1).to_bytes(-1),
          lambda: (1).to_bytes(2, "middle"), lambda: (1).to_bytes(2, 1), lambda: (1).to_bytes(0),
          lambda: (128).to_bytes(1, signed=True), lambda: (1).to_bytes(1.5),
          lambda: int.from_bytes(b"a", "big", True), lambda: (3).to_bytes(1, "big", True),
          lambda: int.from_bytes("ab"), lambda: int.from_bytes(1), lambda: int.from_bytes([256]),
          lambda: (1).to_bytes(x=1)]:
    show(f)
