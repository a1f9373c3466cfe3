# A bytearray doubled forever: each growth is charged at its new capacity before it happens.
# limits: max_memory=16MiB
# expect: limit memory
ba = bytearray(b"x")
while True:
    ba += ba
