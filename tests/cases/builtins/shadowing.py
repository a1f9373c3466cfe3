print(len("abc"))
def f():
    len = 5
    return len
print(f(), len("ab"))
list_ = list
print(list_("ab"))
def max(a, b):
    return "mine"
print(max(1, 2))
str = "shadowed"
print(str)
