print(bool(0), bool(1), bool(-1))
print(bool(0.0), bool(-0.0), bool(0.1))
print(bool(""), bool(" "), bool("0"))
print(bool([]), bool([0]), bool(()), bool((0,)))
print(bool({}), bool({0: 0}))
print(bool(None), bool(True), bool(False))
print(bool(float("nan")), bool(2**100))
print(bool())
for v in [0, 1, "", "x", [], [1], None, 0.0]:
    if v:
        print("truthy", repr(v))
    else:
        print("falsy", repr(v))
