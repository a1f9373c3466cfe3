def kinds(i):
    if i == 0:
        return 1
    if i == 1:
        return "s"
    if i == 2:
        return [1, 2]
    if i == 3:
        return {"k": 1}
    if i == 4:
        return (1,)
    if i == 5:
        return None
    return 2.5
for i in range(7):
    print(repr(kinds(i)))
def loop_ret():
    for i in range(100):
        if i * i > 50:
            return i
print(loop_ret())
def while_ret():
    while True:
        return "out"
print(while_ret())
