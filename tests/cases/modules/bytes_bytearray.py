# bytearray: mutation, growth, in-place operators and their errors.
def show(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)

ba = bytearray(b"hello")
ba[0] = 72
ba[-1] = ord("O")
print(ba, len(ba))
ba.append(33)
ba.extend(b" world")
ba.extend([1, 2])
ba.extend(bytearray(b"!"))
ba.extend(x for x in range(65, 68))
print(ba)
print(ba.pop(), ba.pop(0), ba.pop(-2), ba)
ba.insert(0, 60)
ba.insert(100, 62)
ba.insert(-1, 45)
print(ba)
ba.remove(32)
print(ba)
ba.reverse()
print(ba)
c = ba.copy()
ba.clear()
print(ba, c, len(c))
ba = bytearray(b"0123456789")
ba[2:4] = b"AB"
print(ba)
ba[2:4] = b"xyz"
print(ba)
ba[0:0] = [1, 2]
print(ba)
ba[::2] = bytes(len(ba[::2]))
print(ba)
del ba[0]
del ba[1:3]
del ba[::3]
print(ba)
ba = bytearray(b"ab")
alias = ba
ba += b"cd"
ba *= 2
print(ba, alias, ba is alias)
ba2 = ba + b"!"
print(ba2, ba2 is ba, type(ba2))
for f in [lambda: bytearray(b"a").append(256), lambda: bytearray(b"a").append("a"),
          lambda: bytearray(b"a").extend("ab"), lambda: bytearray(b"a").extend(5),
          lambda: bytearray().pop(), lambda: bytearray(b"a").pop(5), lambda: bytearray(b"a").remove(98),
          lambda: bytearray(b"a").insert(0, -1), lambda: bytearray(b"a").append(1.0)]:
    show(f)
def setitem(key, v):
    ba = bytearray(b"abcd")
    ba[key] = v
    return ba
def setslice(v, step=1):
    ba = bytearray(b"abcd")
    ba[0:4:step] = v
    return ba
def delitem(key):
    ba = bytearray(b"abcd")
    del ba[key]
    return ba
def delrev():
    ba = bytearray(b"abcd")
    del ba[::-1]
    return ba
show(lambda: setitem(9, 1))
show(lambda: setitem(0, 256))
show(lambda: setitem(0, "a"))
show(lambda: setitem("x", 1))
show(lambda: setslice(5))
show(lambda: setslice("ab"))
show(lambda: setslice(b"xyz", 2))
show(lambda: setslice([300]))
show(lambda: setslice(range(3)))
show(lambda: delitem(9))
show(lambda: delitem("x"))
show(delrev)
it = iter(bytearray(b"ab"))
print(next(it), next(it), next(it, "end"))
ba = bytearray(b"xyz")
out = []
for x in ba:
    out.append(x)
    if len(ba) < 6:
        ba.append(x + 1)
print(out, ba)
print(bytearray(b"abc") == b"abc", bytearray(b"a") in [b"a"], b"a" in [bytearray(b"a")])
r = reversed(bytearray(b"abc"))
print(type(r).__name__, next(r), list(r), list(reversed(b"xyz")))
ba = bytearray(b"abcd")
r = reversed(ba)
print(next(r))
del ba[2:]
print(list(r))
