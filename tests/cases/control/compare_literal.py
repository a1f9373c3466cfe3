# Branches on a comparison with an int literal, for every kind of left operand.
values = [0, 1, 2, -3, 2.5, 1.0, True, False, 10**20, -(10**20), 32767, 32768, -32768]
for v in values:
    out = []
    if v < 2:
        out.append("lt2")
    if v >= 1:
        out.append("ge1")
    if v == 1:
        out.append("eq1")
    if v != 0:
        out.append("ne0")
    if v > 32767:
        out.append("big")
    if not v <= -32768:
        out.append("gt-min")
    if 0 < v < 3:
        out.append("in(0,3)")
    while v > 100:
        v = v // 1000
    print(v, out)
x = None
if x == 0:
    print("never")
else:
    print("None is not 0")
s = "abc"
if s != 3:
    print("str is not 3")
print(len(s) > 2 and len(s) < 4)
if s < 2:
    print("unreachable")
