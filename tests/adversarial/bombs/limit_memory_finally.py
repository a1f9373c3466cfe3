# finally does not run past the memory limit.
# expect: limit memory
try:
    x = [0] * 10**9
finally:
    print("finally")
