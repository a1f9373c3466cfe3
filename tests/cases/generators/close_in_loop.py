def numbers():
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        print("numbers cleaned up at", n)
g = numbers()
for x in g:
    if x == 2:
        break
print("loop exited, generator still suspended")
g.close()
def reader(name):
    print("open", name)
    try:
        for i in range(3):
            yield f"{name}:{i}"
    finally:
        print("close", name)
for line in reader("a"):
    print(line)
r = reader("b")
print(next(r))
r.close()
print(next(r, "closed generator is exhausted"))
