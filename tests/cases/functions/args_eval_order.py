def show(tag, v):
    print("eval", tag)
    return v
def f(a, b, c=0):
    return a * 100 + b * 10 + c
print(f(show("a", 1), show("b", 2), c=show("c", 3)))
print(f(b=show("b", 2), a=show("a", 1)))
x = [show("l1", 1), show("l2", 2)]
d = {show("k", "k"): show("v", "v")}
print(x, d)
