def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
n = 5
def h(v=n):
    return v
n = 6
print(h(), n)
def counter(d={}):
    d["calls"] = d.get("calls", 0) + 1
    return d["calls"]
print(counter(), counter(), counter())
