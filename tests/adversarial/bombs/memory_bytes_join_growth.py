# Joining ever-longer bytes: each result is sized and charged before it is built.
# limits: max_memory=16MiB
# expect: limit memory
b = b"ab"
while True:
    b = b"".join([b, b, b])
