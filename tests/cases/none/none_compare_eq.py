print(None == None, None is None, None != None)
print(None == [], None == (), None == {})
x = None
y = None
print(x is y, x == y)
def f():
    return None
print(f() is None, f() == x)
print(str(None) == "None", repr(None) == "None")
