"""A content-addressed blob store (git-like): sha1 ids, base64 transport, dedupe stats."""
import hashlib
import base64
import binascii
import json
from dataclasses import dataclass, field


@dataclass
class Blob:
    oid: str
    size: int
    data: bytes = field(repr=False)


class Store:
    def __init__(self) -> None:
        self.objects: dict[str, Blob] = {}
        self.refs: dict[str, str] = {}
        self.writes = 0

    def put(self, data: bytes) -> str:
        header = f"blob {len(data)}\0".encode()
        oid = hashlib.sha1(header + data).hexdigest()
        self.writes += 1
        if oid not in self.objects:
            self.objects[oid] = Blob(oid, len(data), data)
        return oid

    def get(self, oid: str) -> bytes:
        matches = [k for k in self.objects if k.startswith(oid)]
        if not matches:
            raise KeyError(f"no object {oid}")
        if len(matches) > 1:
            raise ValueError(f"ambiguous prefix {oid}: {len(matches)} objects")
        return self.objects[matches[0]].data

    def export(self, oid: str) -> str:
        payload = {"oid": oid, "data": base64.b64encode(self.get(oid)).decode()}
        return json.dumps(payload)

    def import_(self, text: str) -> str:
        payload = json.loads(text)
        data = base64.b64decode(payload["data"], validate=True)
        oid = self.put(data)
        if oid != payload["oid"]:
            raise ValueError(f"checksum mismatch: {oid[:8]} != {payload['oid'][:8]}")
        return oid


store = Store()
files = {
    "README.md": b"# Project\n\nHello world\n",
    "main.py": b"print('hi')\n",
    "copy.py": b"print('hi')\n",
    "empty": b"",
    "bin.dat": bytes(range(0, 256, 17)),
}
for name, data in files.items():
    store.refs[name] = store.put(data)
    print(f"{name:<10} {store.refs[name]} {len(data):>3} bytes")
print(f"{store.writes} writes, {len(store.objects)} unique objects")
print("empty blob id is git's:", store.refs["empty"] == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")

wire = store.export(store.refs["bin.dat"])
print(wire)
other = Store()
print("imported:", other.import_(wire)[:12])
tampered = json.loads(wire)
tampered["data"] = base64.b64encode(b"evil").decode()
for text in (json.dumps(tampered), '{"oid": "x", "data": "!!notbase64"}'):
    try:
        other.import_(text)
    except (ValueError, binascii.Error) as exc:
        print(f"rejected: {type(exc).__name__}: {exc}")

for prefix in (store.refs["main.py"][:6], "zzzz", ""):
    try:
        print(prefix or "''", "->", store.get(prefix)[:12])
    except (KeyError, ValueError) as exc:
        print(prefix or "''", "->", type(exc).__name__, exc)

data = files["bin.dat"]
print(data.hex(), data.hex(":", 4), binascii.hexlify(data[:4], "-"))
print(bytes.fromhex("de ad be ef"), base64.b16encode(b"\xde\xad"), base64.b32encode(b"hi"))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"))
for algo in ("md5", "sha1", "sha256", "sha512"):
    h = hashlib.new(algo, b"abc")
    print(f"{algo:<7} {h.digest_size:>2} {h.block_size:>3} {h.hexdigest()[:24]}")
h = hashlib.sha256(b"a")
h2 = h.copy()
h2.update(b"b")
print(h.hexdigest()[:16], h2.hexdigest() == hashlib.sha256(b"ab").hexdigest())
print("über".encode("utf-8"), "über".encode("latin-1"), b"\xc3\xbc".decode())
