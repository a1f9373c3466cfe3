# A bytearray grown a byte at a time, forever: the geometric capacity is charged as it grows.
# limits: max_memory=4MiB max_instructions=100000000
# expect: limit memory
ba = bytearray()
while True:
    ba.extend(b"0123456789abcdef" * 64)
    ba.append(1)
