# A finally that prints after the output limit writes nothing more.
# limits: max_output=64KiB
# expect: limit output
# stdout-bytes: 65536
try:
    while True:
        print("y" * 100)
finally:
    print("finally")
