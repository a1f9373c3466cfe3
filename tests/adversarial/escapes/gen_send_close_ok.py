# send, throw and close work as in CPython.
# expect: ok
# stdout: 2 5
# stdout: []
def acc():
    total = 0
    while True:
        x = yield total
        total += x
a = acc()
next(a)
print(a.send(2), a.send(3))
a.close()
print(list(a))
