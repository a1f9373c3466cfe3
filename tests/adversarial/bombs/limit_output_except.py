# except BaseException cannot catch the output limit.
# limits: max_output=64KiB
# expect: limit output
# stdout-bytes: 65536
try:
    while True:
        print("x" * 1000)
except BaseException:
    print("caught")
