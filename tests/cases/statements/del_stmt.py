x = 1
y = 2
del x
try:
    print(x)
except NameError as e:
    print(type(e).__name__, e)
a, b, c = 1, 2, 3
del a, b
print(c)
lst = list(range(10))
del lst[0]
print(lst)
del lst[-1]
print(lst)
del lst[2:4]
print(lst)
del lst[::2]
print(lst)
del lst[:]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
nested = {"k": [1, 2, 3]}
del nested["k"][1]
print(nested)
class Obj:
    pass
o = Obj()
o.attr = 5
o.other = 6
del o.attr
print(o.other)
try:
    o.attr
except AttributeError as e:
    print(type(e).__name__, e)
def f():
    local = 1
    del local
    try:
        return local
    except UnboundLocalError as e:
        return f"{type(e).__name__}: {e}"
print(f())
m = [[1, 2], [3, 4]]
del m[0][0], m[1]
print(m)
z = 5
del (z)
print("z" if False else "deleted parenthesized name")
