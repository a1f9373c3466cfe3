x = None
print(x)
print(repr(None), str(None))
print(x is None, x is not None, x == None)
print(None == 0, None == False, None == "")
print(type(None))
print([None, None])
print(not None)
def f():
    pass
print(f())
def g():
    return
print(g())
print(print("inner"))
