# getrandbits(k) builds a k-bit int: its size is checked against the memory limit before the
# words are drawn.
# expect: limit memory
import random
x = random.getrandbits(2**31 - 1)
print(x.bit_length())
