# hashlib: md5, sha1, sha2 family, new(), the hash objects' methods and attributes, errors.
import hashlib

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]:
    h = getattr(hashlib, name)(b"abc")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest())
    print(name, hashlib.new(name, b"").hexdigest(), hashlib.new(name.upper()).name)
h = hashlib.sha256()
h.update(b"hello ")
snapshot = h.copy()
h.update(bytearray(b"world"))
print(h.hexdigest(), snapshot.hexdigest(), hashlib.sha256(b"hello world").hexdigest())
print(h.digest(), len(h.digest()), h.digest() == bytes.fromhex(h.hexdigest()))
print(hashlib.sha256(string=b"x").hexdigest() == hashlib.sha256(b"x").hexdigest())
show(lambda: hashlib.sha256(data=b"x"))
print(hashlib.md5(b"x", usedforsecurity=False).hexdigest(), hashlib.new("md5", data=b"x").hexdigest())
big = hashlib.sha1()
for i in range(1000):
    big.update(str(i).encode())
print(big.hexdigest())
print(hashlib.sha512(b"a" * 1000).hexdigest()[:32], hashlib.md5("naïve".encode()).hexdigest())
print(type(h).__name__, type(h) is type(hashlib.md5()), h.hexdigest() == h.hexdigest())
show(lambda: hashlib.sha256("str"))
show(lambda: hashlib.sha256().update("str"))
show(lambda: hashlib.sha256(1))
show(lambda: hashlib.new("sha3_999"))
show(lambda: hashlib.new(1))
show(lambda: hashlib.sha256(b"a", b"b"))
show(lambda: hashlib.sha256().digest(1))
show(lambda: hashlib.sha256().update())
