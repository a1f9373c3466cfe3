# random.seed of bytes and bytearray: version 1 as latin-1 characters, version 2 (the default) from
# the bytes and their SHA-512, as CPython; a bytearray with version 1 is unhashable.
import random
for seed, v in [(b"xy", 2), (b"xy", 1), (b"", 1), (b"", 2), (bytearray(b"xy"), 2), ("xy", 1), ("xy", 2), (b"\xff\x00abc", 1), (bytearray(b"q"), 1), (b"k", 2.0)]:
    try:
        random.seed(seed, version=v)
        print(repr(seed), v, random.random(), random.randint(1, 100))
    except TypeError as e:
        print(repr(seed), v, "TypeError", e)
r = random.Random(b"abc")
print(r.random(), random.Random(bytearray(b"abc")).random() == r.random())
