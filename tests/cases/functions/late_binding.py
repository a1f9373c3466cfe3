funcs = []
for i in range(4):
    def f():
        return i
    funcs.append(f)
print([g() for g in funcs])
i = 99
print([g() for g in funcs])
lams = [lambda: k for k in range(4)]
print([g() for g in lams])
fixed = [lambda k=k: k for k in range(4)]
print([g() for g in fixed])
print(fixed[2](50))
def make_all():
    out = []
    for j in range(3):
        out.append(lambda: j * 10)
    return out
print([g() for g in make_all()])
def make_all_fixed():
    def make(j):
        return lambda: j * 10
    return [make(j) for j in range(3)]
print([g() for g in make_all_fixed()])
def loop_then_change():
    fs = []
    x = 0
    while x < 3:
        fs.append(lambda: x)
        x += 1
    x = "done"
    return [f() for f in fs]
print(loop_then_change())
