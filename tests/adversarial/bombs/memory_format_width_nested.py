# The width computed at run time in a nested spec.
# expect: limit memory
w = 10**9
x = f"{'a':>{w}}"
