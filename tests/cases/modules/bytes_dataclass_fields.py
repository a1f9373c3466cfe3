# bytes and bytearray as dataclass fields: asdict copies a bytearray, shares bytes; a bytearray
# default is a mutable default, as CPython's check says.
from dataclasses import dataclass, asdict, astuple, field

@dataclass
class Packet:
    kind: bytes
    body: bytearray = field(default_factory=bytearray)

p = Packet(b"\x01", bytearray(b"data"))
d = asdict(p)
print(d, astuple(p), d["body"] is p.body, d["body"] == p.body, d["kind"] is p.kind)
print(p, Packet(b"x") == Packet(b"x"), Packet(b"x") == Packet(b"y"))
try:
    @dataclass
    class Bad:
        buf: bytearray = bytearray()
except ValueError as e:
    print(type(e).__name__, e)
@dataclass(frozen=True)
class Key:
    raw: bytes
print(hash(Key(b"k")) == hash(Key(b"k")), {Key(b"a"): 1}[Key(b"a")])
