# Printing from inside a generator consumed by a native (sum).
# limits: max_output=64KiB
# expect: limit output
# stdout-bytes: 65536
def noisy():
    while True:
        print("tick")
        yield 1
print(sum(noisy()))
