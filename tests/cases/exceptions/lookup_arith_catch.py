def risky(i):
    data = [10, 20]
    table = {"a": 1}
    if i == 0:
        return data[5]
    if i == 1:
        return table["zz"]
    if i == 2:
        return 1 // 0
    if i == 3:
        return 2.5 % 0
    if i == 4:
        return 10.0 ** 400
    return "fine"
for i in range(6):
    try:
        print(i, risky(i))
    except LookupError as e:
        print(i, "LookupError:", type(e).__name__, e)
    except ArithmeticError as e:
        print(i, "ArithmeticError:", type(e).__name__, e)
print(str(KeyError("a")), str(KeyError("a", "b")), str(KeyError()))
print(repr(KeyError("a")), str(IndexError("idx")), str(KeyError(1)))
