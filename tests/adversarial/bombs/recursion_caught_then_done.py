# RecursionError is an ordinary exception: caught, the program goes on.
# expect: ok
# stdout: caught: maximum recursion depth exceeded
# stdout: done
def down(n):
    return down(n + 1)
try:
    down(0)
except RecursionError as e:
    print("caught:", e)
print("done")
