# 10 ** 10 ** 8: its cost is known before it is computed.
# expect: limit instructions
x = 10 ** 10 ** 8
