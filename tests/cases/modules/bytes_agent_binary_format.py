# Agent-style: parse a small binary record format (magic, length-prefixed fields) and a hex dump.
def u16(b, i):
    return b[i] << 8 | b[i + 1]

def build(records):
    out = bytearray(b"PYR1")
    out.append(len(records))
    for name, value in records:
        raw = name.encode("utf-8")
        out.extend(bytes([len(raw)]))
        out += raw
        out += bytes([value >> 8 & 0xFF, value & 0xFF])
    checksum = sum(out) % 256
    out.append(checksum)
    return bytes(out)

def parse(data):
    if not data.startswith(b"PYR1"):
        raise ValueError("bad magic: " + repr(data[:4]))
    if sum(data[:-1]) % 256 != data[-1]:
        raise ValueError("bad checksum")
    count = data[4]
    pos = 5
    fields = []
    for _ in range(count):
        n = data[pos]
        name = data[pos + 1:pos + 1 + n].decode("utf-8")
        pos += 1 + n
        fields.append((name, u16(data, pos)))
        pos += 2
    return fields

blob = build([("temp", 21), ("humidité", 65), ("pressure", 1013)])
print(len(blob), blob[:12])
print(blob.hex(" ", 4))
print(parse(blob))
for i in range(0, len(blob), 8):
    row = blob[i:i + 8]
    text = "".join(chr(c) if 32 <= c < 127 else "." for c in row)
    print(f"{i:04x}  {row.hex(' '):<23}  {text}")
for bad in [b"XXXX" + blob[4:], blob[:-1] + bytes([(blob[-1] + 1) % 256])]:
    try:
        parse(bad)
    except ValueError as e:
        print("error:", e)
dump = "50 59 52 31 01 01 41 00 2a"
data = bytes.fromhex(dump)
print(data, data.count(0), data.find(b"A"), data.split(b"\x01"))
