# Hashing a megabyte again and again: fuel per 64-byte block stops it at the instruction limit.
# limits: max_instructions=2000000
# expect: limit instructions
import hashlib
h = hashlib.sha256()
data = bytes(1 << 20)
while True:
    h.update(data)
