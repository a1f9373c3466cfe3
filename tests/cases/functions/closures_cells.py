def make_multiplier(n):
    def mul(x):
        return x * n
    return mul
double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5))
def make_pair():
    value = 0
    def get():
        return value
    def set_(v):
        nonlocal value
        value = v
    return get, set_
get, set_ = make_pair()
print(get())
set_(42)
print(get())
get2, set2 = make_pair()
print(get2(), get())
def outer():
    x = "before"
    def inner():
        return x
    x = "after"
    return inner
print(outer()())
def acc():
    items = []
    def add(v):
        items.append(v)
        return list(items)
    return add
a = acc()
print(a(1), a(2), a(3))
def make_adders():
    return [make_multiplier(k) for k in (10, 20)]
print([f(2) for f in make_adders()])
print(double.__name__)
